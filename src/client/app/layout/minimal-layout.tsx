import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Outlet, Link as RouterLink } from 'react-router'
import { LogoSection } from '#client/components/logo/logo-section.tsx'
import type { PageModule } from '#client/lib/lazy-page.ts'
import { MAIN_CONTENT_ID } from '#shared/constants.ts'

// The minimal layout's page modules, imported from its module as the main layout's are. Only these:
// a page this module can load is one the bundler must expect without the main layout, and the
// modules it shares with the main layout would then leave the main layout's chunk.
const pageModules = import.meta.glob<PageModule>('../pages/not-found.tsx')

/** The loader of a page module by its name in src/shared/pages.ts, or undefined when there is none. */
export function pageModuleLoader(name: string): (() => Promise<PageModule>) | undefined {
  return pageModules[`../pages/${name}.tsx`]
}

/** The layout outside the dashboard (Login, Register, page not found): logo, a centred card, footer. */
export function Component() {
  return (
    <Stack sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
        <LogoSection />
      </Box>
      <Stack
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', px: 2, py: 3, outline: 'none' }}
      >
        <Outlet />
      </Stack>
      <Stack
        component="footer"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, px: { xs: 2, sm: 6 }, py: 3 }}
      >
        <Typography variant="caption" color="textSecondary">
          Foyer {__APP_VERSION__}
        </Typography>
        <Stack direction="row" sx={{ gap: 2 }}>
          <Link component={RouterLink} to="/terms" variant="caption" color="textSecondary" underline="hover">
            Terms
          </Link>
          <Link
            component={RouterLink}
            to="/privacy"
            variant="caption"
            color="textSecondary"
            underline="hover"
          >
            Privacy
          </Link>
        </Stack>
      </Stack>
    </Stack>
  )
}
