import { type Components, createTheme, type Theme, ThemeProvider } from '@mui/material/styles'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MainDrawer } from '#client/app/layout/drawer/main-drawer.tsx'
import { LanguageProvider } from '#client/app/providers.tsx'
import { routes } from '#client/app/routes.tsx'
import { useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { adminMe } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { aNotification } from '#client/test/notification-fixtures.ts'
import { renderWithApp, setViewportWidth } from '#client/test/render.tsx'
import { theme } from '#client/theme/index.ts'
import type { PublicConfig } from '#shared/public-config.ts'

// A team customises Foyer through one MUI theme. Each MUI component the shell draws gets a default
// prop here that only that component reads from the theme: a hand-drawn copy would not carry it.

const probed = [
  'AppBar',
  'Avatar',
  'Badge',
  'Breadcrumbs',
  'Button',
  'ButtonBase',
  'Card',
  'CardContent',
  'Chip',
  'Dialog',
  'Divider',
  'Drawer',
  'IconButton',
  'Link',
  'List',
  'ListItem',
  'ListItemAvatar',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'ListSubheader',
  'Paper',
  'Popover',
  'Popper',
  'Tab',
  'Tabs',
  'Toolbar',
  'Tooltip',
  'Typography',
] as const
type Probed = (typeof probed)[number]

/** The top bar's toggle, as far as opening goes. */
function OpenButton() {
  const { setDrawerOpen } = useMenuMaster()
  return (
    <button type="button" onClick={() => setDrawerOpen(true)}>
      Open the drawer
    </button>
  )
}

const attribute = (name: Probed) => `data-theme-${name.toLowerCase()}`

/** Foyer's theme, each probed component with one more default prop, its own overrides kept. */
function probeTheme(): Theme {
  const components = { ...theme.components } as Record<string, { defaultProps?: object }>
  for (const name of probed) {
    const key = `Mui${name}`
    components[key] = {
      ...components[key],
      defaultProps: { ...components[key]?.defaultProps, [attribute(name)]: '' },
    }
  }
  return createTheme(theme, { components: components as Components<Theme> })
}

/** Every element inside `root` (itself included) that the theme reached as `name`. */
function reached(root: Element, name: Probed): Element[] {
  const selector = `[${attribute(name)}]`
  return [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)]
}

function expectReached(root: Element, names: Probed[]) {
  const missing = names.filter((name) => reached(root, name).length === 0)
  expect(missing, `not drawn by MUI under the theme: ${missing.join(', ')}`).toEqual([])
}

const config: PublicConfig = {
  version: '1.0.0',
  links: { docs: null, support: null, feedback: null, download: null, pro: null },
  promo: { enabled: true, title: 'Foyer Pro', subtitle: 'Checkout pro features' },
  emailVerification: false,
  samplePages: true,
  signIn: { providers: [], passwordSignIn: true },
}

function renderShell(path: string) {
  mockFetch({
    'GET /api/me': () => jsonResponse(200, adminMe),
    'GET /api/config': () => jsonResponse(200, config),
    'GET /api/notifications': () =>
      jsonResponse(200, {
        items: [aNotification(2, { kind: 'new_sign_in' }), aNotification(1)],
        total: 2,
        unread: 2,
        page: 1,
        limit: 8,
      }),
    'GET /api/health': () => jsonResponse(200, { status: 'ok', version: '1.0.0', uptimeSeconds: 60 }),
  })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return render(
    <LanguageProvider>
      <ThemeProvider theme={probeTheme()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ThemeProvider>
    </LanguageProvider>,
  )
}

beforeEach(() => {
  // The permanent drawer, open, as on a wide screen.
  setViewportWidth(1600)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the theme's component overrides reach the shell", () => {
  it('in the top bar, the drawer, the breadcrumbs and the footer', async () => {
    renderShell('/color')
    // The first test of the file also waits for the layout's modules to be transformed.
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    const header = screen.getByTestId('app-header')
    expect(reached(header, 'AppBar')).toEqual([header])
    expectReached(header, ['Toolbar', 'IconButton', 'ButtonBase', 'Tooltip', 'Badge', 'Avatar'])
    expect(
      reached(screen.getByRole('button', { name: 'Toggle navigation menu' }), 'IconButton'),
    ).toHaveLength(1)
    expect(
      reached(await screen.findByRole('button', { name: /^Show notifications, 2 unread/ }), 'IconButton'),
    ).toHaveLength(1)
    expect(reached(screen.getByTestId('notification-badge').parentElement as Element, 'Badge')).toHaveLength(
      1,
    )
    expect(
      reached(screen.getByRole('button', { name: 'GH Grace Hopper show profile menu' }), 'Avatar'),
    ).toHaveLength(1)

    const drawer = document.getElementById('app-drawer') as HTMLElement
    expect(reached(drawer, 'Drawer')).toEqual([drawer])
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expectReached(nav, ['ListSubheader', 'List', 'ListItem', 'ListItemIcon', 'ListItemText'])
    const color = within(nav).getByRole('link', { name: 'Color' })
    expect(reached(color, 'ListItemButton')).toEqual([color])
    expect(color).toHaveClass('Mui-selected')
    expect(reached(within(nav).getByRole('heading', { name: 'Utilities' }), 'ListSubheader')).toHaveLength(1)
    expect(reached(drawer, 'Paper').length).toBeGreaterThan(0)
    const promo = (await within(nav).findByText('Foyer Pro')).closest(`[${attribute('Card')}]`)
    expect(promo).not.toBeNull()
    expectReached(promo as Element, ['CardContent', 'Button'])

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(reached(trail, 'Breadcrumbs')).toEqual([trail])
    expect(reached(within(trail).getByRole('link', { name: 'Home' }), 'Link')).toHaveLength(1)
    expect(reached(within(trail).getByText('Color'), 'Typography')).toHaveLength(1)

    const footer = screen.getByRole('list', { name: 'Footer' })
    expect(reached(within(footer).getByRole('link', { name: 'Privacy' }), 'Link')).toHaveLength(1)
  }, 20_000)

  // Three popups, each a chunk loaded on first use, and a palette: longer than a test's 5 s on a
  // busy machine (CI runs a test file per core).
  it('in the popups of the top bar and the search palette', async () => {
    renderShell('/sample-page')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Show notifications/ }, { timeout: 10_000 }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(reached(panel, 'Paper')).toEqual([panel])
    expect(reached(document.getElementById('notification-panel') as Element, 'Popover')).toHaveLength(1)
    const latest = await within(panel).findByRole('list', { name: 'Latest notifications' })
    expectReached(latest, ['List', 'ListItem', 'ListItemButton', 'ListItemAvatar', 'Avatar', 'ListItemText'])
    expectReached(panel, ['Divider', 'Button'])
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: /show profile menu/ }))
    const popup = await screen.findByRole('dialog', { name: adminMe.name })
    expectReached(popup, ['Tabs', 'Tab', 'List', 'ListItemButton', 'ListItemIcon', 'Avatar', 'Divider'])
    await user.keyboard('{Escape}')

    await user.hover(screen.getByRole('link', { name: 'Download Foyer' }))
    const tooltip = await screen.findByRole('tooltip', { name: 'Download Foyer' })
    expect(tooltip.closest(`[${attribute('Popper')}]`)).not.toBeNull()

    await user.click(screen.getByRole('button', { name: 'Search, Ctrl + K' }))
    const palette = await screen.findByRole('dialog', { name: 'Search' })
    expect(reached(palette, 'Paper')).toEqual([palette])
    expect(palette.closest(`[${attribute('Dialog')}]`)).not.toBeNull()
    await user.keyboard('typo')
    const results = await screen.findByRole('listbox', { name: 'Search results' })
    expectReached(results, ['List', 'ListSubheader', 'ListItemButton', 'ListItemText'])
  }, 20_000)

  it('on a menu item’s chip and in the temporary drawer of small screens', async () => {
    const menu: MenuNode[] = [
      {
        id: 'pages',
        title: 'Pages',
        type: 'group',
        children: [
          { id: 'one', title: 'One', type: 'item', url: '/one', chip: { label: 'New', avatar: 'N' } },
        ],
      },
    ]
    const wide = renderWithApp(
      <ThemeProvider theme={probeTheme()}>
        <MainDrawer menu={menu} />
      </ThemeProvider>,
      { path: '/one' },
    )
    const chip = (await screen.findByText('New')).parentElement as HTMLElement
    expect(reached(chip, 'Chip')).toEqual([chip])
    expectReached(chip, ['Avatar'])
    wide.unmount()

    setViewportWidth(390)
    renderWithApp(
      <ThemeProvider theme={probeTheme()}>
        <OpenButton />
        <MainDrawer menu={menu} />
      </ThemeProvider>,
      { path: '/one' },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Open the drawer' }))
    const paper = await screen.findByRole('dialog', { name: 'Navigation menu' })
    expect(reached(paper, 'Paper')).toEqual([paper])
    expect(reached(document.getElementById('app-drawer') as Element, 'Drawer')).toHaveLength(1)
    expectReached(paper, ['List', 'ListItemButton', 'ListSubheader', 'Chip'])
  })
})
