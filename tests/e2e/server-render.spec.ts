import type { BrowserContext, Page } from '@playwright/test'
import { isServerRendered, pageEntries } from '../../src/shared/pages.ts'
import { ADMIN, expect, holdRequests, openPage, test, withOwnId } from './fixtures.ts'
import { newPerson, registerQuickly } from './people.ts'

// Decision 010: the main layout's pages are rendered on the server for the window a person uses
// (the foyer.view cookie the app writes), paint before their scripts run, and are hydrated without
// a fault (the fixtures fail a test on any console error, React's hydration errors included).

test.use({ viewport: { width: 1440, height: 900 } })

/** Opens a page and waits until the app has written the foyer.view cookie (once the page is idle). */
async function viewCookieAfterVisit(page: Page, context: BrowserContext): Promise<string> {
  await openPage(page, '/sample-page')
  let value = ''
  await expect
    .poll(async () => {
      value = (await context.cookies()).find((cookie) => cookie.name === 'foyer.view')?.value ?? ''
      return value
    })
    .not.toBe('')
  return decodeURIComponent(value)
}

test('the app remembers its window, language and time zone in the foyer.view cookie', async ({
  page,
  context,
}) => {
  const view = await viewCookieAfterVisit(page, context)
  const { locale, timeZone } = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions())
  expect(view).toBe(`xl ${locale} ${timeZone}`)
  const cookie = (await context.cookies()).find((c) => c.name === 'foyer.view')
  expect(cookie?.path).toBe('/free')
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.httpOnly).toBe(false)
})

test('the dashboard paints from the HTML with its figures before any script, then works once hydrated', async ({
  page,
  context,
}) => {
  await viewCookieAfterVisit(page, context)
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/)
  // The answers the page came with count as fresh for a while after it starts (providers.tsx):
  // a stopped clock keeps this test inside that while however long a busy machine takes. Its
  // notification stream held: what another test does meanwhile (a sign-up the administrator is
  // told of) refreshes the figures, as it should, and is not what this test is about.
  await page.clock.setFixedTime(Date.now())
  await holdRequests(page, /\/api\/notifications\/stream/)
  await page.goto('dashboard/default', { waitUntil: 'commit' })
  // Rendered by the server: the title, the person's menu and the figures, with no script run.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: `${ADMIN.name} show profile menu` })).toBeVisible()
  await expect(page.getByText('Everyone with an account here')).toBeVisible()
  await expect(page.getByText('This instance')).toBeVisible()
  await expect(page.getByText('Running', { exact: true })).toBeVisible()
  // Its styles too: the drawer is open at 260 px at this width.
  expect(
    await page.locator('#app-drawer .MuiDrawer-paper').evaluate((el) => el.getBoundingClientRect().width),
  ).toBe(260)
  // A click before the script has run is made again once the page is hydrated.
  await page.getByRole('button', { name: 'Toggle navigation menu' }).click()
  release()
  await expect(page.getByRole('button', { name: 'Toggle navigation menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  // Hydrated: the style attributes the server moved out of the markup are the elements' own again.
  await expect(page.locator('[data-ssr-style]')).toHaveCount(0)
  // The charts, drawn by the server at a width it guessed, are drawn again at their own.
  const chart = page.locator('svg[aria-hidden="true"][height="280"]').first()
  await expect
    .poll(() =>
      chart.evaluate(
        (svg) => Number(svg.getAttribute('width')) - Math.floor(svg.parentElement?.clientWidth ?? 0),
      ),
    )
    .toBe(0)
  // The answers the page was rendered with are not asked for again.
  expect(asked.filter((path) => /\/api\/(dashboard|health|me|config)$/.test(path))).toEqual([])
  await page.getByRole('button', { name: `${ADMIN.name} show profile menu` }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Logout' }).first()).toBeVisible()
})

test('a form typed into and sent before the script runs keeps what was typed and is sent once hydrated', async ({
  page,
  context,
  baseURL,
}) => {
  await registerQuickly(page, baseURL, newPerson())
  await viewCookieAfterVisit(page, context)
  const website = page.getByLabel('Website')
  const github = page.getByLabel('GitHub')

  // A mistake, sent with Enter: not sent by the browser (no address with the fields in it), then
  // refused beside its field once the app runs, with what was typed kept.
  let release = await holdRequests(page, /\/assets\/.+\.js$/)
  await page.goto('account/social', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Social Profile' })).toBeVisible()
  await github.fill('https://github.com/katherine')
  await website.fill('example.org')
  await website.press('Enter')
  release()
  await expect(website).toHaveAttribute('aria-invalid', 'true')
  await expect(website).toHaveValue('example.org')
  await expect(github).toHaveValue('https://github.com/katherine')
  expect(new URL(page.url()).search).toBe('')

  // Right, sent with the button before the script runs: saved once it does.
  release = await holdRequests(page, /\/assets\/.+\.js$/)
  await page.reload({ waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Social Profile' })).toBeVisible()
  await github.fill('https://github.com/katherine')
  await page.getByRole('button', { name: 'Save links' }).click()
  release()
  await expect(page.getByRole('status')).toHaveText('Your social links are saved')
  expect(new URL(page.url()).search).toBe('')
  await page.reload()
  await expect(github).toHaveValue('https://github.com/katherine')
})

test('a list and a box chosen before the script runs are the app’s once hydrated, and saved as chosen', async ({
  page,
  context,
  baseURL,
}) => {
  await viewCookieAfterVisit(page, context)
  const release = await holdRequests(page, /\/assets\/.+\.js$/)
  await page.goto('admin/appearance', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Appearance defaults' })
  await expect(form).toBeVisible()
  await form.getByLabel('Primary colour').selectOption('Teal')
  await form.getByLabel('Start with the menu collapsed to its icons').check()
  release()
  try {
    // Save waits for a change: the app heard both.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/appearance') && response.request().method() === 'PUT',
    )
    await form.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('The appearance defaults are saved')).toBeVisible()
    // Saved as shown: the colour chosen and the box ticked (clicked once, not twice).
    const defaults = await (await page.request.get('api/admin/appearance')).json()
    expect(defaults).toMatchObject({ preset: 'teal', miniDrawer: true })
    await expect(form.getByLabel('Start with the menu collapsed to its icons')).toBeChecked()
  } finally {
    const restored = await page.request.put('api/admin/appearance', {
      headers: { origin: new URL(baseURL ?? '').origin },
      data: { preset: 'indigo', font: 'public-sans', direction: 'ltr', width: 'full', miniDrawer: false },
    })
    expect(restored.status()).toBe(200)
  }
})

test('Ctrl+K and what is typed after it, before the script runs, open the search with that text once hydrated', async ({
  page,
  context,
}) => {
  await viewCookieAfterVisit(page, context)
  const release = await holdRequests(page, /\/assets\/.+\.js$/)
  await page.goto('typography', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('colo')
  release()
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' })
  await expect(input).toBeFocused()
  await expect(input).toHaveValue('colo')
  await expect(page.getByRole('option', { name: 'Color' })).toHaveAttribute('aria-selected', 'true')
  // Once hydrated, the keys are the app's own again: Escape closes it, and typing types nowhere.
  await page.keyboard.press('Escape')
  await expect(input).toBeHidden()
  await page.keyboard.press('Control+k')
  await expect(input).toBeFocused()
  await expect(input).toHaveValue('')
})

test('a window resized into another width class since renders the dashboard afresh, without a fault', async ({
  page,
  context,
}) => {
  await viewCookieAfterVisit(page, context)
  // The cookie still says xl: the server renders for it, the app (now 800 px wide) renders afresh.
  await page.setViewportSize({ width: 800, height: 900 })
  const html = await (await page.request.get('dashboard/default')).text()
  expect(html).toContain('id="foyer-rendered"')
  await openPage(page, '/dashboard/default')
  // At 800 px the drawer starts closed: the page is the app's own, not the server's xl markup.
  await expect(page.getByRole('button', { name: 'Toggle navigation menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(page.getByText('Everyone with an account here')).toBeVisible()
})

test('without the cookie the server sends the empty page for the app to render; with it, every page of the main layout is rendered', async ({
  page,
  context,
  baseURL,
}) => {
  const plain = await (await page.request.get('dashboard/default')).text()
  expect(plain).not.toContain('id="foyer-rendered"')
  expect(plain).toContain('<div id="root"></div>')
  await context.addCookies([{ name: 'foyer.view', value: 'xl%20en-US%20UTC', url: baseURL ?? '' }])
  const rendered = await (await page.request.get('dashboard/default')).text()
  expect(rendered).toContain('id="foyer-rendered"')
  const other = await (await page.request.get('sample-page')).text()
  expect(other).toContain('id="foyer-rendered"')
  expect(other).not.toContain('<div id="root"></div>')
})

test('the not-found page is rendered on the server too, answered 404, and works once hydrated', async ({
  page,
  context,
}) => {
  await viewCookieAfterVisit(page, context)
  const response = await page.goto('no-such-page')
  expect(response?.status()).toBe(404)
  expect(await response?.text()).toContain('id="foyer-rendered"')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.locator('[data-ssr-style]')).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

// A resource's pages are rendered in the browser (the server has no answers of theirs to render with).
const mainPages = pageEntries
  .filter(([, page]) => page.layout === 'main' && isServerRendered(page))
  .map(([path]) => path)

for (const width of [1440, 390]) {
  test.describe(`every page of the main layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const pattern of mainPages) {
      test(`${pattern} is rendered on the server and hydrated without a fault`, async ({ page, context }) => {
        await viewCookieAfterVisit(page, context)
        const path = await withOwnId(page, pattern)
        const response = await page.goto(path.slice(1))
        expect(await response?.text()).toContain('id="foyer-rendered"')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // Hydrated: the styles the server moved out of the markup are the elements' own again, and
        // the top bar answers.
        await expect(page.locator('[data-ssr-style]')).toHaveCount(0)
        // (On a phone the drawer opens as a modal, which hides the top bar from the accessibility tree.)
        const toggle = page.getByRole('button', { name: 'Toggle navigation menu', includeHidden: true })
        const expanded = await toggle.getAttribute('aria-expanded')
        await toggle.click()
        await expect(toggle).not.toHaveAttribute('aria-expanded', expanded ?? '')
      })
    }
  })
}
