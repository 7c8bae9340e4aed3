import { expect, holdRequests, openPage, test } from './fixtures.ts'

// Pages load on demand with a loading bar; a failed module reloads the page once.

test('a loading bar spans the top of the screen above everything while a page module loads', async ({
  page,
}) => {
  await openPage(page, '/dashboard/default')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/typography-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Typography' })
    .click()
  const bar = page.getByRole('progressbar', { name: 'Loading page' })
  await expect(bar).toBeVisible()
  const metrics = await bar.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    return {
      top: rect.top,
      width: rect.width,
      zIndex: getComputedStyle(el).zIndex,
      position: getComputedStyle(el).position,
    }
  })
  expect(metrics).toEqual({ top: 0, width: 1440, zIndex: '2001', position: 'fixed' })
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Typography')
  await expect(bar).toBeHidden()
})

test('a page load renders without asking who is signed in: the page says', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/me')) asked.push(request.url())
  })
  await openPage(page, '/sample-page')
  await expect(page.getByRole('button', { name: / show profile menu$/ })).toBeVisible()
  expect(asked).toEqual([])
})

test('the dashboard’s figures are fetched alongside its scripts, once', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/dashboard')) fetched.push(request.url())
  })
  await openPage(page, '/dashboard/default')
  await expect(page.getByRole('heading', { name: /people|sessions|sign-ins/i }).first()).toBeVisible()
  expect(fetched).toHaveLength(1)
  // Asked by the page's link (a preload), not by its script once it ran.
  const links = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((all) => all.map((link) => (link as HTMLLinkElement).href))
  expect(links).toEqual(fetched)
})

test.describe('a failing module', () => {
  // A tuple: Playwright reads a bare array given to test.use as [value, options].
  test.use({ allowedConsoleErrors: [['Failed to load resource: net::ERR_FAILED'], { scope: 'test' }] })

  test('a module that fails to load reloads the page once, then shows an error with a Reload button', async ({
    page,
  }) => {
    await openPage(page, '/dashboard/default')
    let chunkRequests = 0
    await page.route(/\/assets\/shadow-[^/]+\.js$/, (route) => {
      chunkRequests++
      return route.abort('failed')
    })
    let documentLoads = 0
    page.on('load', () => documentLoads++)
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shadow' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded')
    expect(documentLoads).toBe(1)
    expect(chunkRequests).toBeGreaterThanOrEqual(2)
    await expect(page).toHaveURL(/\/free\/shadow$/)
    // The Reload button tries again; with the chunk back, the page loads.
    await page.unroute(/\/assets\/shadow-[^/]+\.js$/)
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shadow')
  })
})

test.describe('on a slow network', () => {
  test('a search keeps the rows shown, with a quiet line moving above them, until the answer comes', async ({
    page,
  }) => {
    await openPage(page, '/admin/users')
    const table = page.getByRole('region', { name: 'People table' })
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    const rowsBefore = await page.getByRole('row').count()
    const release = await holdRequests(page, /\/api\/admin\/users\?.*q=ada/)
    await page.getByRole('searchbox', { name: 'Search people' }).fill('ada')
    await expect(page.getByRole('main').locator('.MuiLinearProgress-root')).toBeVisible()
    // The old rows stay, and no placeholder is stacked above them.
    expect(await page.getByRole('row').count()).toBe(rowsBefore)
    await expect(page.getByRole('status', { name: 'Loading people' })).toHaveCount(0)
    release()
    await expect(page.getByRole('main').locator('.MuiLinearProgress-root')).toHaveCount(0)
    await expect(table).toContainText('Ada Admin')
  })

  test('the dashboard’s loading layout has the shape of the figures: its cards do not move when they come', async ({
    page,
  }) => {
    await openPage(page, '/typography')
    const release = await holdRequests(page, /\/api\/dashboard$/)
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    const loading = page.getByRole('status', { name: 'Loading the figures' })
    await expect(loading).toBeVisible()
    const where = async (name: string) =>
      (await page.getByRole('heading', { name, exact: true }).boundingBox())?.y
    const before = { signIns: await where('Sign-ins'), events: await where('Latest events') }
    release()
    await expect(loading).toHaveCount(0)
    await expect(page.getByRole('figure', { name: 'Sign-ins' })).toBeVisible()
    const after = { signIns: await where('Sign-ins'), events: await where('Latest events') }
    // Within a line or two of text: a figure's caption or a chart's summary may wrap where its
    // placeholder does not (the cards moved by 392 px before the placeholders took the figures'
    // shape).
    expect(Math.abs((after.signIns ?? 0) - (before.signIns ?? 0))).toBeLessThanOrEqual(24)
    expect(Math.abs((after.events ?? 0) - (before.events ?? 0))).toBeLessThanOrEqual(48)
  })

  test.describe('when the server refuses', () => {
    test.use({ allowedConsoleErrors: [['status of 503'], { scope: 'test' }] })

    test('marking a notification read shows at once, and is undone when the server refuses', async ({
      page,
    }) => {
      await openPage(page, '/notifications')
      const list = page.getByRole('list', { name: 'All notifications' })
      await expect(list.getByRole('listitem').first()).toBeVisible()
      // The first unread one, by its place (two notifications may have the same title).
      const items = list.getByRole('listitem')
      let index = 0
      while (
        (await items
          .nth(index)
          .getByRole('button', { name: /^Mark as read: / })
          .count()) === 0
      )
        index += 1
      const item = items.nth(index)
      let refuse: () => void = () => {}
      const refused = new Promise<void>((resolve) => {
        refuse = resolve
      })
      await page.route(/\/api\/notifications\/\d+$/, async (route) => {
        await refused
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unavailable', message: 'The server is busy. Try again.' } }),
        })
      })
      await item.getByRole('button', { name: /^Mark as read: / }).click()
      // Read while the server has not answered yet.
      await expect(item.getByRole('button', { name: /^Mark as unread: / })).toBeVisible()
      refuse()
      await expect(page.getByRole('alert')).toContainText('The server is busy. Try again.')
      await expect(item.getByRole('button', { name: /^Mark as read: / })).toBeVisible()
    })
  })
})
