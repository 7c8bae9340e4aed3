import DownloadOutlinedIcon from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import MenuFoldOutlinedIcon from '@ant-design/icons-svg/es/asn/MenuFoldOutlined'
import MenuUnfoldOutlinedIcon from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import type { Theme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import useMediaQuery from '@mui/material/useMediaQuery'
import { defineMessages, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { newTabProps } from '#client/components/external-link.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import { NotificationPanel } from '#client/features/notifications/components/notification-panel.tsx'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '#shared/constants.ts'
import { CustomizerButton } from '../customizer/customizer-button.tsx'
import { DRAWER_ID } from '../drawer/main-drawer.tsx'
import { useConfigLink } from '../use-config-link.ts'
import { AccountMenu } from './account-menu.tsx'
import { SearchLauncher } from './search-launcher.tsx'

const DownloadOutlined = antIcon(DownloadOutlinedIcon)
const MenuFoldOutlined = antIcon(MenuFoldOutlinedIcon, { mirrored: true })
const MenuUnfoldOutlined = antIcon(MenuUnfoldOutlinedIcon, { mirrored: true })

const messages = defineMessages({
  download: { id: 'header.download', defaultMessage: 'Download Foyer' },
  downloadNewTab: { id: 'header.download-new-tab', defaultMessage: 'Download Foyer (opens in a new tab)' },
  toggleMenu: { id: 'header.toggle-menu', defaultMessage: 'Toggle navigation menu' },
})

/** The top bar's download button: DOWNLOAD_URL, or for an administrator the Help section about it. */
function DownloadLink() {
  const link = useConfigLink('download')
  const intl = useIntl()
  const label = intl.formatMessage(messages.download)
  if (!link) return null
  return (
    <Tooltip title={label}>
      {link.isExternal ? (
        <IconButton
          aria-label={intl.formatMessage(messages.downloadNewTab)}
          href={link.href}
          {...newTabProps}
          sx={{ color: 'text.primary', bgcolor: 'grey.100', mx: 0.75 }}
        >
          <DownloadOutlined aria-hidden />
        </IconButton>
      ) : (
        <IconButton
          aria-label={label}
          component={Link}
          to={link.href}
          sx={{ color: 'text.primary', bgcolor: 'grey.100', mx: 0.75 }}
        >
          <DownloadOutlined aria-hidden />
        </IconButton>
      )}
    </Tooltip>
  )
}

/** The top bar: its width and margin follow the drawer on large screens. */
export function Header() {
  const { menuMaster, setDrawerOpen } = useMenuMaster()
  const { data: me } = useKnownMe()
  const isOpen = menuMaster.isDashboardDrawerOpened
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true })
  const intl = useIntl()

  return (
    <AppBar
      position="fixed"
      data-testid="app-header"
      sx={(theme) => ({
        transition: theme.transitions.create(['width', 'margin'], {
          easing: theme.transitions.easing.sharp,
          duration: isOpen
            ? theme.transitions.duration.enteringScreen
            : theme.transitions.duration.leavingScreen,
        }),
        ...(isLarge &&
          isOpen && { marginLeft: `${DRAWER_WIDTH}px`, width: `calc(100% - ${DRAWER_WIDTH}px)` }),
        ...(isLarge && !isOpen && { width: `calc(100% - ${MINI_DRAWER_WIDTH}px)` }),
      })}
    >
      <Toolbar sx={{ px: { xs: 2, sm: 2.5 } }}>
        <IconButton
          aria-label={intl.formatMessage(messages.toggleMenu)}
          aria-expanded={isOpen}
          aria-controls={isLarge || isOpen ? DRAWER_ID : undefined}
          onClick={() => setDrawerOpen(!isOpen)}
          edge="start"
          sx={{
            color: 'text.primary',
            bgcolor: isOpen ? 'transparent' : 'grey.100',
            ml: { xs: 0, lg: -2 },
            mr: 2,
          }}
        >
          {isOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
        </IconButton>
        {isLarge && <SearchLauncher />}
        <Box sx={{ flexGrow: 1 }} />
        {!isLarge && <SearchLauncher />}
        <DownloadLink />
        <CustomizerButton />
        <NotificationPanel role={me?.role} />
        {/* The avatar at every width (its name from md up): one tap opens the profile popup. */}
        <Box sx={{ ml: 0.75 }}>
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  )
}
