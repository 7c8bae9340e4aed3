import CommentOutlinedIcon from '@ant-design/icons-svg/es/asn/CommentOutlined'
import EditOutlinedIcon from '@ant-design/icons-svg/es/asn/EditOutlined'
import LockOutlinedIcon from '@ant-design/icons-svg/es/asn/LockOutlined'
import LogoutOutlinedIcon from '@ant-design/icons-svg/es/asn/LogoutOutlined'
import ProfileOutlinedIcon from '@ant-design/icons-svg/es/asn/ProfileOutlined'
import QuestionCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined'
import SettingOutlinedIcon from '@ant-design/icons-svg/es/asn/SettingOutlined'
import UnorderedListOutlinedIcon from '@ant-design/icons-svg/es/asn/UnorderedListOutlined'
import UserOutlinedIcon from '@ant-design/icons-svg/es/asn/UserOutlined'
import WalletOutlinedIcon from '@ant-design/icons-svg/es/asn/WalletOutlined'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { type ComponentType, useState } from 'react'
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { HeaderPopover } from '#client/components/header-popover.tsx'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { configLinkFor } from '#client/navigation/menu-utils.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import type { Role } from '#shared/auth-rules.ts'
import { PROFILE_POPUP_MIN_WIDTH, PROFILE_POPUP_WIDTH } from '#shared/constants.ts'
import type { LinkKey } from '#shared/links.ts'
import type { PagePath } from '#shared/pages.ts'

// The profile popup: the signed-in person, a Logout button, and the items of the
// Profile and Setting tabs. The account items lead to the pages of the account center;
// Support and Feedback lead to their configured links.

import { antIcon } from '#client/components/ant-icon.tsx'
import { ColorModeSwitch } from './color-mode-switch.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { PersonAvatar } from './person-avatar.tsx'
import type { ProfilePerson } from './profile-popup.tsx'

const CommentOutlined = antIcon(CommentOutlinedIcon)
const EditOutlined = antIcon(EditOutlinedIcon)
const LockOutlined = antIcon(LockOutlinedIcon)
const LogoutOutlined = antIcon(LogoutOutlinedIcon, { mirrored: true })
const ProfileOutlined = antIcon(ProfileOutlinedIcon)
const QuestionCircleOutlined = antIcon(QuestionCircleOutlinedIcon)
const SettingOutlined = antIcon(SettingOutlinedIcon)
const UnorderedListOutlined = antIcon(UnorderedListOutlinedIcon)
const UserOutlined = antIcon(UserOutlinedIcon)
const WalletOutlined = antIcon(WalletOutlinedIcon)

const messages = defineMessages({
  logout: { id: 'profile.logout', defaultMessage: 'Logout' },
  support: { id: 'profile.support', defaultMessage: 'Support' },
  feedback: { id: 'profile.feedback', defaultMessage: 'Feedback' },
  profileTab: { id: 'profile.tab.profile', defaultMessage: 'Profile' },
  settingTab: { id: 'profile.tab.setting', defaultMessage: 'Setting' },
  sections: { id: 'profile.sections', defaultMessage: 'Profile menu sections' },
})

const title = (path: PagePath) => pageTitles[path]

type PopupItem = { id: string; label: MessageDescriptor; icon: ComponentType } & (
  | { configLink: LinkKey }
  | { to: string }
  | { signOut: true }
)

export const profileTabItems: PopupItem[] = [
  {
    id: 'edit-profile',
    label: title('/account/profile/edit'),
    icon: EditOutlined,
    to: '/account/profile/edit',
  },
  { id: 'view-profile', label: title('/account/profile'), icon: UserOutlined, to: '/account/profile' },
  { id: 'social-profile', label: title('/account/social'), icon: ProfileOutlined, to: '/account/social' },
  { id: 'billing', label: title('/account/billing'), icon: WalletOutlined, to: '/account/billing' },
  { id: 'logout', label: messages.logout, icon: LogoutOutlined, signOut: true },
]

export const settingTabItems: PopupItem[] = [
  { id: 'support', label: messages.support, icon: QuestionCircleOutlined, configLink: 'support' },
  {
    id: 'account-settings',
    label: title('/account/settings'),
    icon: UserOutlined,
    to: '/account/settings',
  },
  { id: 'privacy-center', label: title('/account/privacy'), icon: LockOutlined, to: '/account/privacy' },
  { id: 'feedback', label: messages.feedback, icon: CommentOutlined, configLink: 'feedback' },
  { id: 'history', label: title('/account/history'), icon: UnorderedListOutlined, to: '/account/history' },
]

/** The popup's two tabs, each with its items. */
const sections = [
  { id: 'profile', label: messages.profileTab, icon: UserOutlined, items: profileTabItems },
  { id: 'setting', label: messages.settingTab, icon: SettingOutlined, items: settingTabItems },
]

function PopupItemRow({
  item,
  role,
  onChoose,
  onSignOut,
}: {
  item: PopupItem
  role: Role
  onChoose: () => void
  onSignOut: () => void
}) {
  const links = usePublicConfig()?.links
  const intl = useIntl()
  const label = intl.formatMessage(item.label)
  const Icon = item.icon
  const icon = (
    <ListItemIcon sx={{ minWidth: 32, color: 'text.secondary' }}>
      <Icon aria-hidden />
    </ListItemIcon>
  )
  if ('configLink' in item) {
    const link = configLinkFor(item.configLink, links, role)
    if (!link) return null
    return link.isExternal ? (
      <ListItemButton component="a" href={link.href} {...newTabProps} onClick={onChoose}>
        {icon}
        <ListItemText
          primary={
            <>
              {label}
              <NewTabHint />
            </>
          }
        />
      </ListItemButton>
    ) : (
      <ListItemButton component={Link} to={link.href} onClick={onChoose}>
        {icon}
        <ListItemText primary={label} />
      </ListItemButton>
    )
  }
  if ('signOut' in item) {
    return (
      <ListItemButton onClick={onSignOut}>
        {icon}
        <ListItemText primary={label} />
      </ListItemButton>
    )
  }
  return (
    <ListItemButton component={Link} to={item.to} onClick={onChoose}>
      {icon}
      <ListItemText primary={label} />
    </ListItemButton>
  )
}

/** The popup's panel (loaded when first wanted, see profile-popup.tsx). */
export function ProfilePopupContent({
  person,
  anchorEl,
  onClose,
  onSignOut,
}: {
  person: ProfilePerson
  anchorEl: HTMLElement | null
  onClose: () => void
  onSignOut: () => Promise<void>
}) {
  const intl = useIntl()
  const [tab, setTab] = useState(0)
  const [isSigningOut, setSigningOut] = useState(false)
  const signOut = async () => {
    setSigningOut(true)
    try {
      await onSignOut()
    } finally {
      setSigningOut(false)
    }
  }

  return (
    <HeaderPopover
      id="profile-popup"
      anchorEl={anchorEl}
      onClose={onClose}
      labelledBy="profile-popup-name"
      width={PROFILE_POPUP_WIDTH}
      minWidth={PROFILE_POPUP_MIN_WIDTH}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2.5, pb: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', minWidth: 0 }}>
          <PersonAvatar name={person.name} avatar={person.avatar} size={32} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id="profile-popup-name" variant="h6" component="h2" noWrap>
              {person.name}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap>
              {person.subtitle}
            </Typography>
          </Box>
        </Stack>
        <Tooltip title={intl.formatMessage(messages.logout)}>
          <IconButton
            size="large"
            aria-label={intl.formatMessage(messages.logout)}
            onClick={() => void signOut()}
            disabled={isSigningOut}
            sx={{ color: 'text.primary' }}
          >
            <LogoutOutlined aria-hidden />
          </IconButton>
        </Tooltip>
      </Stack>
      <Divider />
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label={intl.formatMessage(messages.sections)}
      >
        {sections.map(({ id, label, icon: Icon }, index) => (
          <Tab
            key={id}
            id={`profile-tab-${index}`}
            aria-controls={`profile-tabpanel-${index}`}
            icon={<Icon aria-hidden />}
            iconPosition="start"
            label={intl.formatMessage(label)}
            sx={{ minHeight: 48, textTransform: 'none' }}
          />
        ))}
      </Tabs>
      {sections.map(({ id, items }, index) => (
        <Box
          key={id}
          role="tabpanel"
          id={`profile-tabpanel-${index}`}
          aria-labelledby={`profile-tab-${index}`}
          hidden={tab !== index}
        >
          {tab === index && (
            <List component="div" disablePadding>
              {items.map((item) => (
                <PopupItemRow
                  key={item.id}
                  item={item}
                  role={person.role}
                  onChoose={onClose}
                  onSignOut={() => void signOut()}
                />
              ))}
            </List>
          )}
        </Box>
      ))}
      <Divider />
      <ColorModeSwitch />
      <LanguageSwitch />
    </HeaderPopover>
  )
}
