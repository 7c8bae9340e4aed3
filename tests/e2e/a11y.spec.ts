import type { Page } from '@playwright/test'
import { pageEntries } from '../../src/shared/pages.ts'
import {
  ADMIN,
  expect,
  expectNoAxeViolations,
  holdRequests,
  openPage,
  runAxe,
  SIGNED_OUT,
  test,
  withOwnId,
} from './fixtures.ts'

// Every page of the table: those of the main layout signed in as the administrator (a `:id` is
// their own), the not-found page, and the sign-in pages signed out.
const signedInPages = [
  ...pageEntries.filter(([, page]) => page.layout === 'main').map(([path]) => path),
  '/no-such-page',
]
/** What the sign-in pages need in their address to show their form rather than a missing link. */
const sampleQueries: Partial<Record<string, string>> = {
  '/reset-password': '?token=abc',
  '/verify-email': '?email=a%40b.org',
}
const signedOutPages = pageEntries
  .filter(([, page]) => page.layout === 'auth')
  .map(([path]) => `${path}${sampleQueries[path] ?? ''}`)

async function openNotFoundTolerant(page: Page, path: string) {
  await page.goto(path.replace(/^\//, ''))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Still on the page asked for: not redirected to Login (or anywhere else).
  expect(new URL(page.url()).pathname).toBe(`/free${path.split('?')[0]}`)
}

for (const width of [1440, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const pattern of signedInPages) {
      test(`${pattern} has no WCAG 2.2 AA violation`, async ({ page }) => {
        const path = await withOwnId(page, pattern)
        await openNotFoundTolerant(page, path)
        await expectNoAxeViolations(page, path)
      })
    }

    test.describe('signed out', () => {
      test.use({ storageState: SIGNED_OUT })
      for (const path of signedOutPages) {
        test(`${path} has no WCAG 2.2 AA violation`, async ({ page }) => {
          await openNotFoundTolerant(page, path)
          await expectNoAxeViolations(page, path)
        })
      }
    })

    test('the layout has no violation with the drawer, the notification panel and the profile popup open', async ({
      page,
    }) => {
      await openPage(page, '/dashboard/default')
      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' })
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
      await expect(toggle.or(page.getByRole('navigation', { name: 'Main navigation' })).first()).toBeVisible()
      await expectNoAxeViolations(page, 'drawer open')
      if (width < 1266) await page.keyboard.press('Escape')

      await page.getByRole('button', { name: /Show notifications/ }).click()
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
      await expectNoAxeViolations(page, 'notification panel open')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Show profile menu' }).click()
      await expect(page.getByRole('dialog', { name: ADMIN.name })).toBeVisible()
      await expectNoAxeViolations(page, 'profile popup open')
      await page.getByRole('tab', { name: 'Setting' }).click()
      await expectNoAxeViolations(page, 'profile popup, Setting tab')
    })
  })
}

test('the cards and forms still loading have no violation', async ({ page }) => {
  // Their lists held back: what each shows meanwhile is what axe sees (a fresh context has no view
  // cookie, so these pages are drawn in the browser and ask for their lists themselves).
  await holdRequests(
    page,
    /\/api\/(auth\/passkey\/list-user-passkeys|auth\/list-accounts|account\/api-keys|admin\/(appearance|security))$/,
  )
  await openPage(page, '/account/settings')
  for (const name of ['Loading your passkeys', 'Loading your API keys', 'Loading your sign-in providers'])
    await expect(page.getByRole('status', { name })).toBeVisible()
  await expectNoAxeViolations(page, 'Account Settings loading')
  for (const path of ['/admin/appearance', '/admin/security']) {
    // The cookie the app wrote meanwhile would have the server draw the page with its answers.
    await page.context().clearCookies({ name: 'foyer.view' })
    await openPage(page, path)
    await expect(page.getByRole('main').getByRole('status')).toBeVisible()
    await expectNoAxeViolations(page, `${path} loading`)
  }
})

test('the skip link is the first thing a keyboard reaches and moves focus to the main content', async ({
  page,
}) => {
  await openPage(page, '/typography')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('the axe checks see a control whose name leaves out the text it shows (WCAG 2.5.3)', async ({
  page,
}) => {
  await page.setContent(
    '<main><h1>Label in name</h1><button aria-label="Show profile menu">Ada Lovelace</button></main>',
  )
  const results = await runAxe(page)
  expect(results.violations.map((violation) => violation.id)).toContain('label-content-name-mismatch')
})
