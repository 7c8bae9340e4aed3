import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import { type CSSObject, styled, type Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { LogoSection } from '#client/components/logo/logo-section.tsx'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import { visibleGroups } from '#client/navigation/menu-utils.ts'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH, TOOLBAR_MIN_HEIGHT } from '#shared/constants.ts'
import { useRoleMenu } from '../use-role-menu.ts'
import { Navigation } from './navigation.tsx'
import { PromoCard } from './promo-card.tsx'

export const DRAWER_ID = 'app-drawer'

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

// The permanent drawer of large screens: 260 px open, 60 px collapsed to icons (SPEC section 9).
const MiniDrawer = styled(Drawer, { shouldForwardProp: (prop) => prop !== 'open' })(({ theme }) => ({
  width: DRAWER_WIDTH,
  flexShrink: 0,
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
  variants: [
    {
      props: ({ open }) => Boolean(open),
      style: { ...openedMixin(theme), '& .MuiDrawer-paper': openedMixin(theme) },
    },
    {
      props: ({ open }) => !open,
      style: { ...closedMixin(theme), '& .MuiDrawer-paper': closedMixin(theme) },
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

function DrawerContent({ isOpen, onChoose }: { isOpen: boolean; onChoose?: () => void }) {
  const tree = useRoleMenu()
  return (
    <Box sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1 }}>
      <Navigation tree={visibleGroups(tree)} isDrawerOpen={isOpen} onChoose={onChoose} />
      {isOpen && <PromoCard />}
    </Box>
  )
}

function DrawerBody({ isOpen, onChoose }: { isOpen: boolean; onChoose?: () => void }) {
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <DrawerHeader isOpen={isOpen} />
      <DrawerContent isOpen={isOpen} onChoose={onChoose} />
    </Box>
  )
}

/** Permanent at lg and above, a temporary overlay below lg (SPEC section 4, "Drawer kinds"). */
export function MainDrawer() {
  const { menuMaster, setDrawerOpen } = useMenuMaster()
  const isOpen = menuMaster.isDashboardDrawerOpened
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true })
  const close = () => setDrawerOpen(false)

  return (
    <Box sx={{ flexShrink: { lg: 0 } }}>
      {isLarge ? (
        <MiniDrawer id={DRAWER_ID} variant="permanent" open={isOpen} data-testid="app-drawer">
          <DrawerBody isOpen={isOpen} />
        </MiniDrawer>
      ) : (
        <Drawer
          id={DRAWER_ID}
          variant="temporary"
          open={isOpen}
          onClose={close}
          data-testid="app-drawer"
          ModalProps={{ keepMounted: true }}
          slotProps={{
            paper: {
              'aria-label': 'Navigation menu',
              sx: {
                width: DRAWER_WIDTH,
                boxSizing: 'border-box',
                borderRight: 1,
                borderColor: 'divider',
                boxShadow: 'none',
              },
            },
          }}
        >
          <DrawerBody isOpen onChoose={close} />
        </Drawer>
      )}
    </Box>
  )
}
