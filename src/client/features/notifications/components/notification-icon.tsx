import BellOutlinedIcon from '@ant-design/icons-svg/es/asn/BellOutlined'
import GiftOutlinedIcon from '@ant-design/icons-svg/es/asn/GiftOutlined'
import KeyOutlinedIcon from '@ant-design/icons-svg/es/asn/KeyOutlined'
import LaptopOutlinedIcon from '@ant-design/icons-svg/es/asn/LaptopOutlined'
import MailOutlinedIcon from '@ant-design/icons-svg/es/asn/MailOutlined'
import SafetyOutlinedIcon from '@ant-design/icons-svg/es/asn/SafetyOutlined'
import StopOutlinedIcon from '@ant-design/icons-svg/es/asn/StopOutlined'
import TeamOutlinedIcon from '@ant-design/icons-svg/es/asn/TeamOutlined'
import UserAddOutlinedIcon from '@ant-design/icons-svg/es/asn/UserAddOutlined'
import Avatar from '@mui/material/Avatar'
import type { ComponentType } from 'react'
import { antIcon } from '#client/components/ant-icon.tsx'

const BellOutlined = antIcon(BellOutlinedIcon)
const GiftOutlined = antIcon(GiftOutlinedIcon)
const KeyOutlined = antIcon(KeyOutlinedIcon)
const LaptopOutlined = antIcon(LaptopOutlinedIcon)
const MailOutlined = antIcon(MailOutlinedIcon)
const SafetyOutlined = antIcon(SafetyOutlinedIcon)
const StopOutlined = antIcon(StopOutlinedIcon)
const TeamOutlined = antIcon(TeamOutlinedIcon)
const UserAddOutlined = antIcon(UserAddOutlinedIcon)

const icons: Record<string, ComponentType> = {
  welcome: GiftOutlined,
  secure_account: SafetyOutlined,
  two_factor: SafetyOutlined,
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
    <Avatar sx={isWarning ? { bgcolor: 'warning.lighter', color: 'warning.darker' } : undefined}>
      <Icon aria-hidden />
    </Avatar>
  )
}
