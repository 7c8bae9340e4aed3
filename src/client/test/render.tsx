import { type Theme, ThemeProvider } from '@mui/material/styles'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { SWRConfig } from 'swr'
import { LanguageProvider } from '#client/app/providers.tsx'
import { Toaster } from '#client/components/toast.tsx'
import { theme as appTheme } from '#client/theme/index.ts'
import { DEFAULT_COLOR_MODE } from '#shared/appearance.ts'

/** Sets the width that window.innerWidth and the matchMedia stub of setup.ts report. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
}

/** Renders UI the way the app does: theme, a fresh SWR cache and a router at the given path. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', routes, theme = appTheme }: { path?: string; routes?: RouteObject[]; theme?: Theme } = {},
) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] })
  const result = render(
    <LanguageProvider>
      <ThemeProvider theme={theme} defaultMode={DEFAULT_COLOR_MODE}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
          <Toaster />
        </SWRConfig>
      </ThemeProvider>
    </LanguageProvider>,
  )
  return { ...result, router }
}
