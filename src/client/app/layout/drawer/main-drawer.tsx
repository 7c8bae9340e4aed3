import Box from '@mui/material/Box'
import { type CSSObject, styled, type Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { forwardPropsExcept } from '#client/components/forward-props.ts'
import { LogoSection } from '#client/components/logo/logo-section.tsx'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import { visibleGroups } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH, TOOLBAR_MIN_HEIGHT } from '#shared/constants.ts'
import { useRoleMenu } from '../use-role-menu.ts'
import { Navigation } from './navigation.tsx'
import { PromoCard } from './promo-card.tsx'

export const DRAWER_ID = 'app-drawer'
/** The drawer's paper in both kinds (MUI's class name, so that the temporary one matches it). */
const PAPER_CLASS = 'MuiDrawer-paper'

// Below lg the drawer is MUI's temporary Drawer (a modal); its chunk loads when it first opens.
const TemporaryDrawer = lazyPanel(() =>
  import('./temporary-drawer.tsx').then((loaded) => loaded.TemporaryDrawer),
)

const openedMixin = (theme: Theme): CSSObject => ({
  width: DRAWER_WIDTH,
  borderRight: `1px solid ${theme.palette.divider}`,
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.enteringScreen,
  }),
  overflowX: 'hidden',
  boxShadow: 'none',
})

const closedMixin = (theme: Theme): CSSObject => ({
  width: MINI_DRAWER_WIDTH,
  borderRight: `1px solid ${theme.palette.divider}`,
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  }),
  overflowX: 'hidden',
  boxShadow: 'none',
})

// The permanent drawer of large screens: 260 px open, 60 px collapsed to icons.
// A plain element rather than MUI's Drawer, whose module brings the modal machinery that only the
// temporary kind needs. Its paper is fixed to the left edge as MUI's docked paper is.
const MiniDrawer = styled('div', { shouldForwardProp: forwardPropsExcept('open') })<{ open: boolean }>(
  ({ theme }) => ({
    width: DRAWER_WIDTH,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    boxSizing: 'border-box',
    [`& > .${PAPER_CLASS}`]: {
      position: 'fixed',
      top: 0,
      left: 0,
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflowY: 'auto',
      zIndex: theme.zIndex.drawer,
      backgroundColor: theme.palette.background.paper,
    },
    variants: [
      {
        props: ({ open }) => open,
        style: { ...openedMixin(theme), [`& > .${PAPER_CLASS}`]: openedMixin(theme) },
      },
      {
        props: ({ open }) => !open,
        style: { ...closedMixin(theme), [`& > .${PAPER_CLASS}`]: closedMixin(theme) },
      },
    ],
  }),
)

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
    <Box sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1 }}>
      <Navigation tree={visibleGroups(tree)} isDrawerOpen={isOpen} onChoose={onChoose} />
      {isOpen && <PromoCard />}
    </Box>
  )
}

export function DrawerBody({ isOpen, onChoose, menu }: DrawerProps) {
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
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

  return (
    <Box sx={{ flexShrink: { lg: 0 } }}>
      {isLarge && (
        <MiniDrawer id={DRAWER_ID} open={isOpen} data-testid="app-drawer">
          <div className={PAPER_CLASS}>
            <DrawerBody isOpen={isOpen} menu={menu} />
          </div>
        </MiniDrawer>
      )}
      {/* Wanted once opened on a small screen, it stays so across width changes. */}
      <OpenedOnce isOpen={isOpen && !isLarge}>
        {!isLarge && (
          <TemporaryDrawer id={DRAWER_ID} isOpen={isOpen} onClose={() => setDrawerOpen(false)} menu={menu} />
        )}
      </OpenedOnce>
    </Box>
  )
}
