import BellOutlined from '@ant-design/icons/BellOutlined'
import GiftOutlined from '@ant-design/icons/GiftOutlined'
import KeyOutlined from '@ant-design/icons/KeyOutlined'
import LaptopOutlined from '@ant-design/icons/LaptopOutlined'
import MailOutlined from '@ant-design/icons/MailOutlined'
import SafetyOutlined from '@ant-design/icons/SafetyOutlined'
import StopOutlined from '@ant-design/icons/StopOutlined'
import TeamOutlined from '@ant-design/icons/TeamOutlined'
import UserAddOutlined from '@ant-design/icons/UserAddOutlined'
import Avatar from '@mui/material/Avatar'
import type { ComponentType } from 'react'

const icons: Record<string, ComponentType> = {
  welcome: GiftOutlined,
  secure_account: SafetyOutlined,
  new_sign_in: LaptopOutlined,
  password_changed: KeyOutlined,
  email_changed: MailOutlined,
  sign_in_throttled: StopOutlined,
  new_registration: UserAddOutlined,
  role_changed: TeamOutlined,
}

/** The round icon of a notification, by its kind. */
export function NotificationIcon({ kind }: { kind: string }) {
  const Icon = icons[kind] ?? BellOutlined
  const isWarning = kind === 'sign_in_throttled' || kind === 'new_sign_in'
  return (
    <Avatar
      sx={{
        bgcolor: isWarning ? 'warning.lighter' : 'primary.lighter',
        color: isWarning ? 'warning.darker' : 'primary.dark',
      }}
    >
      <Icon aria-hidden />
    </Avatar>
  )
}
