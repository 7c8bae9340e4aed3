import CommentOutlined from '@ant-design/icons/CommentOutlined'
import EditOutlined from '@ant-design/icons/EditOutlined'
import LockOutlined from '@ant-design/icons/LockOutlined'
import LogoutOutlined from '@ant-design/icons/LogoutOutlined'
import ProfileOutlined from '@ant-design/icons/ProfileOutlined'
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined'
import SettingOutlined from '@ant-design/icons/SettingOutlined'
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import WalletOutlined from '@ant-design/icons/WalletOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
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
import { Link } from 'react-router'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { HeaderPopover } from '#client/components/header-popover.tsx'
import { usePublicConfig } from '#client/features/config/api/use-public-config.ts'
import { PROFILE_POPUP_MIN_WIDTH, PROFILE_POPUP_WIDTH } from '#shared/constants.ts'
import { helpAnchors, type LinkKey } from '#shared/links.ts'

// The profile popup of SPEC section 2: the signed-in person, a Logout button, and the items of the
// Profile and Setting tabs. The account items lead to the pages of the account center (issue 4);
// Support and Feedback lead to their configured links.

/** Who the popup shows: the app passes the signed-in person. */
export type ProfilePerson = { name: string; subtitle: string; avatar: string | null; initials: string }

type PopupItem = { id: string; label: string; icon: ComponentType } & (
  | { configLink: LinkKey }
  | { to: string }
  | { signOut: true }
)

export const profileTabItems: PopupItem[] = [
  { id: 'edit-profile', label: 'Edit Profile', icon: EditOutlined, to: '/account/profile/edit' },
  { id: 'view-profile', label: 'View Profile', icon: UserOutlined, to: '/account/profile' },
  { id: 'social-profile', label: 'Social Profile', icon: ProfileOutlined, to: '/account/social' },
  { id: 'billing', label: 'Billing', icon: WalletOutlined, to: '/account/billing' },
  { id: 'logout', label: 'Logout', icon: LogoutOutlined, signOut: true },
]

export const settingTabItems: PopupItem[] = [
  { id: 'support', label: 'Support', icon: QuestionCircleOutlined, configLink: 'support' },
  { id: 'account-settings', label: 'Account Settings', icon: UserOutlined, to: '/account/settings' },
  { id: 'privacy-center', label: 'Privacy Center', icon: LockOutlined, to: '/account/privacy' },
  { id: 'feedback', label: 'Feedback', icon: CommentOutlined, configLink: 'feedback' },
  { id: 'history', label: 'History', icon: UnorderedListOutlined, to: '/account/history' },
]

function PopupItemRow({
  item,
  onChoose,
  onSignOut,
}: {
  item: PopupItem
  onChoose: () => void
  onSignOut: () => void
}) {
  const links = usePublicConfig()?.links
  const Icon = item.icon
  const icon = (
    <ListItemIcon sx={{ minWidth: 32 }}>
      <Icon aria-hidden />
    </ListItemIcon>
  )
  if ('configLink' in item) {
    const url = links?.[item.configLink]
    return url ? (
      <ListItemButton component="a" href={url} {...newTabProps} onClick={onChoose}>
        {icon}
        <ListItemText
          primary={
            <>
              {item.label}
              <NewTabHint />
            </>
          }
        />
      </ListItemButton>
    ) : (
      <ListItemButton component={Link} to={`/help#${helpAnchors[item.configLink]}`} onClick={onChoose}>
        {icon}
        <ListItemText primary={item.label} />
      </ListItemButton>
    )
  }
  if ('signOut' in item) {
    return (
      <ListItemButton onClick={onSignOut}>
        {icon}
        <ListItemText primary={item.label} />
      </ListItemButton>
    )
  }
  return (
    <ListItemButton component={Link} to={item.to} onClick={onChoose}>
      {icon}
      <ListItemText primary={item.label} />
    </ListItemButton>
  )
}

function PersonAvatar({ person }: { person: ProfilePerson }) {
  return (
    <Avatar
      src={person.avatar ?? undefined}
      alt=""
      sx={{ width: 32, height: 32, bgcolor: 'primary.lighter', color: 'primary.dark', fontSize: '0.875rem' }}
    >
      {person.initials}
    </Avatar>
  )
}

export function ProfilePopup({
  person,
  onSignOut,
}: {
  person: ProfilePerson
  onSignOut: () => Promise<void>
}) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const [tab, setTab] = useState(0)
  const isOpen = Boolean(anchorEl)
  const close = () => setAnchorEl(null)
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
    <>
      <ButtonBase
        aria-label="Show profile menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'profile-popup' : undefined}
        onClick={(event) => setAnchorEl(isOpen ? null : event.currentTarget)}
        sx={{
          p: 0.25,
          borderRadius: 1,
          bgcolor: isOpen ? 'grey.100' : 'transparent',
          '&:hover': { bgcolor: 'grey.100' },
        }}
      >
        <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', p: 0.5 }}>
          <PersonAvatar person={person} />
          <Typography
            variant="subtitle1"
            sx={{ display: { xs: 'none', md: 'block' } }}
            data-testid="profile-name"
          >
            {person.name}
          </Typography>
        </Stack>
      </ButtonBase>
      <HeaderPopover
        id="profile-popup"
        anchorEl={anchorEl}
        onClose={close}
        labelledBy="profile-popup-name"
        width={PROFILE_POPUP_WIDTH}
        minWidth={PROFILE_POPUP_MIN_WIDTH}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2.5, pb: 1.5 }}
        >
          <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', minWidth: 0 }}>
            <PersonAvatar person={person} />
            <Box sx={{ minWidth: 0 }}>
              <Typography id="profile-popup-name" variant="h6" component="h2" noWrap>
                {person.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {person.subtitle}
              </Typography>
            </Box>
          </Stack>
          <Tooltip title="Logout">
            <IconButton
              size="large"
              aria-label="Logout"
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
          aria-label="Profile menu sections"
        >
          <Tab
            id="profile-tab-0"
            aria-controls="profile-tabpanel-0"
            icon={<UserOutlined aria-hidden />}
            iconPosition="start"
            label="Profile"
            sx={{ minHeight: 48, textTransform: 'none' }}
          />
          <Tab
            id="profile-tab-1"
            aria-controls="profile-tabpanel-1"
            icon={<SettingOutlined aria-hidden />}
            iconPosition="start"
            label="Setting"
            sx={{ minHeight: 48, textTransform: 'none' }}
          />
        </Tabs>
        {[profileTabItems, settingTabItems].map((items, index) => (
          <Box
            key={index === 0 ? 'profile' : 'setting'}
            role="tabpanel"
            id={`profile-tabpanel-${index}`}
            aria-labelledby={`profile-tab-${index}`}
            hidden={tab !== index}
          >
            {tab === index && (
              <List component="div" sx={{ p: 0, '& .MuiListItemIcon-root': { color: 'text.secondary' } }}>
                {items.map((item) => (
                  <PopupItemRow key={item.id} item={item} onChoose={close} onSignOut={() => void signOut()} />
                ))}
              </List>
            )}
          </Box>
        ))}
      </HeaderPopover>
    </>
  )
}
