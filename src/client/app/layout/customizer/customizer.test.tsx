import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Providers } from '#client/app/providers.tsx'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { presetPrimaries } from '#client/theme/presets.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Me } from '#shared/auth.ts'
import { DEFAULT_LOOK, type Look } from '#shared/look.ts'
import { CustomizerButton } from './customizer-button.tsx'

// The customizer (decision 027) inside the app's own providers: a choice changes the theme at once
// and is sent to the server; a refused one is put back.

const ada: Me = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  emailVerified: true,
  role: 'member',
  jobTitle: null,
  avatar: null,
  colorMode: null,
  look: DEFAULT_LOOK,
  hasOwnLook: false,
}

/** The server: what the person chose, merged over the defaults, as GET /api/me answers. */
function server({ refuse = false } = {}) {
  let look: Look = DEFAULT_LOOK
  return mockFetch({
    'GET /api/me': () =>
      jsonResponse(200, { ...ada, look, hasOwnLook: JSON.stringify(look) !== JSON.stringify(DEFAULT_LOOK) }),
    'PUT /api/account/appearance': ({ body }) => {
      if (refuse)
        return jsonResponse(503, {
          error: { code: 'unavailable', message: 'The server is busy. Try again.' },
        })
      // A null choice is the instance's default again.
      const changes = Object.entries(body as Record<string, unknown>)
      look = {
        ...look,
        ...Object.fromEntries(changes.map(([key, value]) => [key, value ?? DEFAULT_LOOK[key as keyof Look]])),
      }
      return new Response(null, { status: 204 })
    },
  })
}

function renderCustomizer() {
  const cache = new Map<string, unknown>([[apiPaths.me, { data: ada }]])
  return render(
    <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
      <Providers>
        <CustomizerButton />
      </Providers>
    </SWRConfig>,
  )
}

/** The value the theme's stylesheet gives a CSS variable for the light scheme. */
function cssVariable(name: string): string | undefined {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')
  return new RegExp(`${name}:\\s*([^;}]+)`).exec(css)?.[1]?.trim()
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Customize the look' }))
  return screen.findByRole('dialog', { name: 'Customize' })
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.dir = ''
})

describe('the customizer', () => {
  it('shows the person’s look, and follows the defaults until they choose', async () => {
    server()
    renderCustomizer()
    const panel = await openPanel()
    expect(within(panel).getByRole('radio', { name: 'Indigo' })).toBeChecked()
    expect(within(panel).getByRole('radio', { name: 'Public Sans' })).toBeChecked()
    expect(within(panel).getByRole('button', { name: 'Left to right' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(panel).getByRole('button', { name: 'Full width' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(panel).getByRole('switch', { name: /menu collapsed/ })).not.toBeChecked()
    expect(within(panel).getByRole('button', { name: 'Use the instance’s defaults' })).toBeDisabled()
    expect(
      within(panel).getByText('You follow the defaults your administrators set for everyone.'),
    ).toBeVisible()
  })

  it('turns the primary colour at once and keeps it for the person', async () => {
    const fetchSpy = server()
    renderCustomizer()
    const panel = await openPanel()
    expect(cssVariable('--mui-palette-primary-main')).toBe(presetPrimaries.indigo.light.main)
    await userEvent.click(within(panel).getByRole('radio', { name: 'Teal' }))
    expect(within(panel).getByRole('radio', { name: 'Teal' })).toBeChecked()
    await waitFor(() =>
      expect(cssVariable('--mui-palette-primary-main')).toBe(presetPrimaries.teal.light.main),
    )
    await waitFor(() =>
      expect(sentBodies(fetchSpy, apiPaths.accountAppearance)).toEqual([{ preset: 'teal' }]),
    )
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Use the instance’s defaults' })).toBeEnabled(),
    )
  })

  it('turns the document right to left', async () => {
    const fetchSpy = server()
    renderCustomizer()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Right to left' }))
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    expect(sentBodies(fetchSpy, apiPaths.accountAppearance)).toEqual([{ direction: 'rtl' }])
    await userEvent.click(within(panel).getByRole('button', { name: 'Use the instance’s defaults' }))
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'))
    expect(sentBodies(fetchSpy, apiPaths.accountAppearance).at(-1)).toEqual({
      preset: null,
      font: null,
      direction: null,
      width: null,
      miniDrawer: null,
    })
  })

  it('puts a refused choice back and says so', async () => {
    server({ refuse: true })
    renderCustomizer()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('radio', { name: 'Inter' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The change was not saved. The server is busy. Try again.',
    )
    expect(within(panel).getByRole('radio', { name: 'Public Sans' })).toBeChecked()
    expect(within(panel).getByRole('button', { name: 'Use the instance’s defaults' })).toBeDisabled()
  })
})
