import { pageEntries } from '../../src/shared/pages.ts'
import { expect, openPage, SIGNED_OUT, test } from './fixtures.ts'

// Every page of the main layout in the table whose path names no person: its module's h1 is its
// title, which names the document too, in the main layout, with breadcrumbs where its menu entry
// asks for them.
const mainPages = pageEntries.filter(([path, page]) => page.layout === 'main' && !path.includes('/:'))

for (const [path, { title, menu }] of mainPages) {
  test(`${path} shows ${title} in the main layout with one h1, its title and its breadcrumbs`, async ({
    page,
  }) => {
    await openPage(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} · Foyer`)
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb', exact: true })
    if (menu?.breadcrumbs) await expect(breadcrumb).toHaveText(new RegExp(`^Home/[^/]+/${title}$`))
    else await expect(breadcrumb).toHaveCount(0)
  })
}

test('the breadcrumbs name the menu group between Home and the page', async ({ page }) => {
  for (const [path, crumbs] of [
    ['/typography', 'Home/Utilities/Typography'],
    ['/sample-page', 'Home/Support/Sample Page'],
    ['/about', 'Home/Information/About us'],
    ['/account/settings', 'Home/Account/Account Settings'],
    ['/admin/audit', 'Home/Administration/Audit log'],
  ] as const) {
    await openPage(page, path)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb', exact: true })).toHaveText(crumbs)
  }
})

test('an unknown path shows a page-not-found screen inside the shell, answered 404, with a way home', async ({
  page,
}) => {
  const response = await page.goto('no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page).toHaveTitle('Page not found · Foyer')
  // Signed in, the page keeps the dashboard's shell: its menu, its search, the profile menu.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  await expect(page.getByRole('button', { name: /show profile menu/ })).toBeVisible()
  // Within the client too: following a dead link inside the app (once it runs: a menu link first).
  await openPage(page, '/typography')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Color' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Color')
  await page.evaluate(() => {
    window.history.pushState({}, '', '/free/gone/away')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
})

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT })

  test('an unknown path offers Sign in, in the minimal layout', async ({ page }) => {
    const response = await page.goto('no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  })
})

test('the footer links lead to About us, Privacy and Terms inside the app', async ({ page }) => {
  await openPage(page, '/dashboard/default')
  const footer = page.getByRole('contentinfo')
  for (const [name, h1] of [
    ['About us', 'About us'],
    ['Privacy', 'Privacy'],
    ['Terms', 'Terms'],
  ] as const) {
    await footer.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  }
  // Terms come from the server (TERMS_FILE or the bundled default).
  await expect(page.getByRole('main')).toContainText(/TERMS_FILE/)
})

test('the dashboard shows this instance from the server, and no invented figures', async ({ page }) => {
  await openPage(page, '/dashboard/default')
  const instance = page
    .getByRole('heading', { name: 'This instance' })
    .locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]')
  await expect(instance).toContainText('Running')
  await expect(instance).toContainText('0.1.0')
})

test('a long breadcrumb trail collapses in the middle and expands on click', async ({ page }) => {
  await openPage(page, '/sample-page')
  const trail = page.getByRole('navigation', { name: 'Sample breadcrumb' })
  await expect(trail.getByRole('listitem')).toHaveCount(3)
  await expect(trail).toContainText('Home')
  await expect(trail).toContainText('Export')
  await expect(trail).not.toContainText('Permissions')
  await trail.getByRole('button', { name: 'Show all breadcrumbs' }).click()
  await expect(trail.getByRole('listitem')).toHaveCount(10)
  await expect(trail).toContainText('Permissions')
})

test('the page scrolls to the top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 400 })
  await openPage(page, '/color')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Shadow' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shadow')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the Color page shows contrast ratios against white and black', async ({ page }) => {
  await openPage(page, '/color')
  await expect(page.getByText('21.00').first()).toBeVisible()
  await expect(page.getByRole('main')).toContainText(/#[0-9a-f]{6}/i)
})

test('the font is Public Sans, served by this server', async ({ page }) => {
  await openPage(page, '/typography')
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Public Sans"'))).toBe(true)
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontFamily)
  expect(family).toContain('Public Sans')
})

test('the regular, medium and semibold latin fonts are preloaded, each downloaded once and used', async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname)
  })
  await openPage(page, '/typography')
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  expect(preloaded.map((href) => href.match(/latin-(\d+)-normal/)?.[1]).sort()).toEqual(['400', '500', '600'])
  // Each preload is a file the page really uses (no wasted download, no second copy).
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length))
    .toBeGreaterThanOrEqual(3)
  for (const href of preloaded) expect(fontRequests.filter((path) => path === href)).toHaveLength(1)
})
