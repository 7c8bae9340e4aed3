import type { Page } from '@playwright/test'
import { darkPalette, palette } from '../../src/client/theme/palette.ts'
import { pageEntries } from '../../src/shared/pages.ts'
import {
  expect,
  expectNoAxeViolations,
  holdRequests,
  openPage,
  SIGNED_OUT,
  test,
  withOwnId,
} from './fixtures.ts'
import { newPerson, registerQuickly, signIn } from './people.ts'

// Decision 026: light, dark or as the system, from the profile popup; MUI's script sets the scheme
// before the first paint from the device's choice, and the person's choice follows them.

/** A colour of the palette as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${red}, ${green}, ${blue})`
}

const schemeOf = (page: Page) => page.locator('html').getAttribute('data-mui-color-scheme')
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** This device chose dark before the page loads (what the popup stores, under MUI's key). */
async function deviceChoosesDark(page: Page) {
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'))
}

const mainPages = [...pageEntries.filter(([, page]) => page.layout === 'main').map(([path]) => path)]
const signInPages = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/verify-email?email=a%40b.org',
]

test('every page of the app has no WCAG 2.2 AA violation in the dark scheme', async ({ page }) => {
  test.setTimeout(240_000)
  await deviceChoosesDark(page)
  for (const pattern of mainPages) {
    const path = await withOwnId(page, pattern)
    await openPage(page, path)
    expect(await schemeOf(page), path).toBe('dark')
    await expect.poll(() => bodyBackground(page), { message: path }).toBe(rgb(darkPalette.background.default))
    await expectNoAxeViolations(page, `${path} (dark)`)
  }
})

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT })

  test('the sign-in pages follow the device’s dark choice and have no WCAG 2.2 AA violation', async ({
    page,
  }) => {
    await deviceChoosesDark(page)
    for (const path of signInPages) {
      await openPage(page, path)
      expect(await schemeOf(page), path).toBe('dark')
      expect(await bodyBackground(page), path).toBe(rgb(darkPalette.background.default))
      await expectNoAxeViolations(page, `${path} (dark)`)
    }
  })
})

test.describe('a person’s choice', () => {
  test.use({ storageState: SIGNED_OUT })

  test('dark from the profile popup paints before any script, and follows the person to another device', async ({
    page,
    baseURL,
    browser,
  }) => {
    // Not a "grace…" address: the top bar's tests search for "gra".
    const someone = newPerson({ firstName: 'Dorothy', lastName: 'Vaughan' })
    const person = { ...someone, email: someone.email.replace(/^grace\./, 'dorothy.') }
    await registerQuickly(page, baseURL, person)
    await openPage(page, '/dashboard/default')
    expect(await schemeOf(page)).toBe('light')
    expect(await bodyBackground(page)).toBe(rgb(palette.background.default))

    await page.getByRole('button', { name: 'Show profile menu' }).click()
    const popup = page.getByRole('dialog', { name: 'Dorothy Vaughan' })
    const theme = popup.getByRole('group', { name: 'Theme' })
    await expect(theme.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true')
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/appearance'))
    await theme.getByRole('button', { name: 'Dark' }).click()
    expect((await saved).status()).toBe(204)
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')
    await expect.poll(() => bodyBackground(page)).toBe(rgb(darkPalette.background.default))
    await expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page, 'profile popup (dark)')
    await page.keyboard.press('Escape')

    // The next load, rendered on the server, is dark before any of its scripts has run.
    const release = await holdRequests(page, /\/assets\/.+\.js$/)
    await page.goto('dashboard/default', { waitUntil: 'commit' })
    await expect(page.locator('#foyer-rendered')).toBeAttached()
    expect(await schemeOf(page)).toBe('dark')
    expect(await bodyBackground(page)).toBe(rgb(darkPalette.background.default))
    release()
    await expect(page.locator('[data-ssr-style]')).toHaveCount(0)

    // Another device, never told: signing in brings the person's choice.
    const other = await browser.newContext({ storageState: SIGNED_OUT })
    try {
      const phone = await other.newPage()
      await phone.goto('login')
      expect(await schemeOf(phone)).toBe('light')
      await signIn(phone, person.email, person.password)
      await expect(phone).toHaveURL(/\/free\/dashboard\/default$/)
      await expect(phone.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')
      expect(await phone.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark')
    } finally {
      await other.close()
    }

    // As the system: the scheme follows the system's setting as it changes.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.getByRole('button', { name: 'Show profile menu' }).click()
    await popup.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'System' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light')
    await expect
      .poll(async () => (await page.request.get('api/me')).json())
      .toMatchObject({ colorMode: 'system' })
  })
})
