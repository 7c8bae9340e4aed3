import DownloadOutlinedIcon from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import MenuFoldOutlinedIcon from '@ant-design/icons-svg/es/asn/MenuFoldOutlined'
import MenuUnfoldOutlinedIcon from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { type CSSObject, styled, type Theme } from '@mui/material/styles'
import Tooltip from '@mui/material/Tooltip'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Link } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { newTabProps } from '#client/components/external-link.tsx'
import { usePublicConfig } from '#client/features/config/api/use-public-config.ts'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import { NotificationPanel } from '#client/features/notifications/components/notification-panel.tsx'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '#shared/constants.ts'
import { DRAWER_ID } from '../drawer/main-drawer.tsx'
import { AccountMenu } from './account-menu.tsx'
import { MoreMenu } from './more-menu.tsx'
import { SearchLauncher } from './search-launcher.tsx'

const DownloadOutlined = antIcon(DownloadOutlinedIcon)
const MenuFoldOutlined = antIcon(MenuFoldOutlinedIcon)
const MenuUnfoldOutlined = antIcon(MenuUnfoldOutlinedIcon)

function DownloadLink() {
  const url = usePublicConfig()?.links.download
  const label = 'Download Foyer'
  return (
    <Tooltip title={label}>
      {url ? (
        <IconButton
          aria-label={`${label} (opens in a new tab)`}
          href={url}
          {...newTabProps}
          sx={{ color: 'text.primary', bgcolor: 'grey.100', mx: 0.75 }}
        >
          <DownloadOutlined aria-hidden />
        </IconButton>
      ) : (
        <IconButton
          aria-label={label}
          component={Link}
          to="/help#download"
          sx={{ color: 'text.primary', bgcolor: 'grey.100', mx: 0.75 }}
        >
          <DownloadOutlined aria-hidden />
        </IconButton>
      )}
    </Tooltip>
  )
}

// MUI's fixed AppBar (colour inherit, no elevation) and its Toolbar as they draw them, without their
// modules: the top bar is on every page. `mui-fixed` keeps MUI's modals adding the
// scrollbar's width to it while they lock the page's scrolling, as they do for an AppBar.
const Bar = styled('header')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'fixed',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
}))

/** The height of the top bar's row (theme.mixins.toolbar), also the space kept under it. */
export const BarRow = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  ...(theme.mixins.toolbar as CSSObject),
}))

/** The top bar: its width and margin follow the drawer on large screens. */
export function Header() {
  const { menuMaster, setDrawerOpen } = useMenuMaster()
  const isOpen = menuMaster.isDashboardDrawerOpened
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true })

  return (
    <Bar
      className="mui-fixed"
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
      <BarRow sx={{ px: { xs: 2, sm: 2.5 } }}>
        <IconButton
          aria-label="Toggle navigation menu"
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
        <NotificationPanel />
        {isLarge ? (
          <Box sx={{ ml: 0.75 }}>
            <AccountMenu />
          </Box>
        ) : (
          <MoreMenu />
        )}
      </BarRow>
    </Bar>
  )
}
