import Box from '@mui/material/Box'
import Drawer, { drawerClasses } from '@mui/material/Drawer'
import { type CSSObject, styled, type Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { defineMessages, useIntl } from 'react-intl'
import { LogoSection } from '#client/components/logo/logo-section.tsx'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import { visibleGroups } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH, TOOLBAR_MIN_HEIGHT } from '#shared/constants.ts'
import { useRoleMenu } from '../use-role-menu.ts'
import { Navigation } from './navigation.tsx'
import { PromoCard } from './promo-card.tsx'

const messages = defineMessages({
  main: { id: 'drawer.main', defaultMessage: 'Main navigation' },
  menu: { id: 'drawer.menu', defaultMessage: 'Navigation menu' },
})

export const DRAWER_ID = 'app-drawer'

const openedMixin = (theme: Theme): CSSObject => ({
  width: DRAWER_WIDTH,
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.enteringScreen,
  }),
  overflowX: 'hidden',
})

const closedMixin = (theme: Theme): CSSObject => ({
  width: MINI_DRAWER_WIDTH,
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  }),
  overflowX: 'hidden',
})

// The permanent drawer of large screens, MUI's mini variant: 260 px open, 60 px collapsed to icons.
const MiniDrawer = styled(Drawer)(({ theme }) => ({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  variants: [
    {
      props: ({ open }) => Boolean(open),
      style: { ...openedMixin(theme), [`& .${drawerClasses.paper}`]: openedMixin(theme) },
    },
    {
      props: ({ open }) => !open,
      style: { ...closedMixin(theme), [`& .${drawerClasses.paper}`]: closedMixin(theme) },
    },
  ],
}))

function DrawerHeader({ isOpen }: { isOpen: boolean }) {
  return (
    <Box
      sx={{
        minHeight: TOOLBAR_MIN_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: isOpen ? 'flex-start' : 'center',
        pl: isOpen ? 3 : 0,
      }}
    >
      <LogoSection isIcon={!isOpen} />
    </Box>
  )
}

type DrawerProps = {
  isOpen: boolean
  onChoose?: () => void
  /** The menu to show, before the role's filter: the app's own unless given. */
  menu?: MenuNode[]
}

function DrawerContent({ isOpen, onChoose, menu }: DrawerProps) {
  const tree = useRoleMenu(menu)
  return (
    // The scroller is this box, not the paper (min-height 0 lets it shrink), and it keeps a focus
    // ring scrolled into view whole at either end.
    <Box sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1, minHeight: 0, scrollPaddingBlock: 8 }}>
      <Navigation tree={visibleGroups(tree)} isDrawerOpen={isOpen} onChoose={onChoose} />
      {isOpen && <PromoCard />}
    </Box>
  )
}

function DrawerBody({ isOpen, onChoose, menu }: DrawerProps) {
  const intl = useIntl()
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage(messages.main)}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <DrawerHeader isOpen={isOpen} />
      <DrawerContent isOpen={isOpen} onChoose={onChoose} menu={menu} />
    </Box>
  )
}

/** Permanent at lg and above, a temporary overlay below lg. */
export function MainDrawer({ menu }: { menu?: MenuNode[] }) {
  const { menuMaster, setDrawerOpen } = useMenuMaster()
  const isOpen = menuMaster.isDashboardDrawerOpened
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true })
  const intl = useIntl()

  if (isLarge)
    return (
      <MiniDrawer id={DRAWER_ID} variant="permanent" open={isOpen} data-testid="app-drawer">
        <DrawerBody isOpen={isOpen} menu={menu} />
      </MiniDrawer>
    )
  // An overlay that traps focus and gives it back to the toggle on close.
  return (
    <Drawer
      id={DRAWER_ID}
      variant="temporary"
      open={isOpen}
      onClose={() => setDrawerOpen(false)}
      data-testid="app-drawer"
      slotProps={{ paper: { 'aria-label': intl.formatMessage(messages.menu), sx: { width: DRAWER_WIDTH } } }}
    >
      <DrawerBody isOpen onChoose={() => setDrawerOpen(false)} menu={menu} />
    </Drawer>
  )
}
