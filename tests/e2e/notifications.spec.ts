import { expect, expectNoAxeViolations, letToastsRunOut, SIGNED_OUT, test } from './fixtures.ts'
import { iphone, newPerson, registerQuickly, signIn } from './people.ts'

// The notification inbox, each test on a new account (a new person's badge starts at 2).
test.use({ storageState: SIGNED_OUT })

test('a new account’s badge shows 2; mark all read → 0, and still 0 after a reload', async ({
  page,
  baseURL,
}) => {
  await registerQuickly(page, baseURL, newPerson())
  await page.goto('dashboard/default')
  const bell = page.getByRole('button', { name: 'Show notifications, 2 unread' })
  await expect(bell.getByText('2', { exact: true })).toBeVisible()
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  await expect(panel.getByText(/^Welcome to Foyer, Grace$/)).toBeVisible()
  await expect(panel.getByText('Secure your account')).toBeVisible()
  await expect(panel.getByText('just now').first()).toBeVisible()
  await panel.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  const quietBell = page.getByRole('button', { name: 'Show notifications' })
  await expect(quietBell).toBeFocused()
  // The count shrinks away (scaled to nothing) rather than showing 0.
  await expect(quietBell.getByTestId('notification-badge')).toBeHidden()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Show notifications' })).toBeVisible()
  await expect(page.getByTestId('notification-badge')).toBeHidden()
  await expect(page.getByRole('button', { name: /unread/ })).toHaveCount(0)
})

test('a sign-in from a second browser raises the first one’s badge without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  const who = newPerson()
  await registerQuickly(page, baseURL, who)
  await page.goto('dashboard/default')
  await expect(page.getByRole('button', { name: 'Show notifications, 2 unread' })).toBeVisible()
  const phone = await browser.newContext({ storageState: SIGNED_OUT, userAgent: iphone })
  const phonePage = await phone.newPage()
  await phonePage.goto('login')
  await signIn(phonePage, who.email, who.password)
  await expect(phonePage).toHaveURL(/\/free\/dashboard\/default$/)
  await phone.close()
  await expect(page.getByRole('button', { name: 'Show notifications, 3 unread' })).toBeVisible()
  await page.getByRole('button', { name: /Show notifications/ }).click()
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('New sign-in from Safari 18 on iOS'),
  ).toBeVisible()
})

test('a page load asks for the bell’s list once: the live stream opening does not ask again', async ({
  page,
  baseURL,
}) => {
  await registerQuickly(page, baseURL, newPerson())
  const lists: string[] = []
  page.on('request', (request) => {
    if (/\/api\/notifications\?/.test(request.url())) lists.push(request.url())
  })
  const stream = page.waitForResponse((response) => response.url().includes('/api/notifications/stream'))
  await page.goto('dashboard/default')
  await expect(page.getByRole('button', { name: 'Show notifications, 2 unread' })).toBeVisible()
  // The stream's first event (the count) arrives right after it opens; give it time to act.
  expect(new URL((await stream).url()).searchParams.get('lastEventId')).toMatch(/^[0-9]+$/)
  await page.waitForTimeout(1000)
  expect(lists).toHaveLength(1)
})

test('a notification whose text holds markup shows it as text', async ({ page, baseURL }) => {
  const markup = '<img src=x onerror=alert(1)>'
  page.on('dialog', () => {
    throw new Error('a script ran')
  })
  await registerQuickly(page, baseURL, newPerson({ firstName: markup }))
  await page.goto('dashboard/default')
  await page.getByRole('button', { name: /Show notifications/ }).click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  await expect(panel.getByText(`Welcome to Foyer, ${markup}`)).toBeVisible()
  await expect(panel.locator('img[src="x"]')).toHaveCount(0)
})

test('View all: filter, mark unread and read, delete, with the badge following', async ({
  page,
  baseURL,
}) => {
  // The toast's time is run out rather than waited for (letToastsRunOut).
  await page.clock.install()
  await registerQuickly(page, baseURL, newPerson())
  await page.goto('dashboard/default')
  await page.getByRole('button', { name: /Show notifications/ }).click()
  await page.getByRole('link', { name: 'View all' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Notifications')
  await expectNoAxeViolations(page, 'notifications page')
  const list = page.getByRole('list', { name: 'All notifications' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Mark as read: Secure your account' }).click()
  await expect(page.getByRole('button', { name: 'Show notifications, 1 unread' })).toBeVisible()
  await page.getByRole('tab', { name: 'Unread' }).click()
  await expect(page).toHaveURL(/filter=unread/)
  const unread = page.getByRole('list', { name: 'Unread notifications' })
  await expect(unread.getByRole('listitem')).toHaveCount(1)
  await expect(unread).toContainText('Welcome to Foyer')
  await page.getByRole('tab', { name: 'All' }).click()
  await page.getByRole('button', { name: 'Mark as unread: Secure your account' }).click()
  await expect(page.getByRole('button', { name: 'Show notifications, 2 unread' })).toBeVisible()
  // Deleted at once, with a toast that names it and offers Undo, which brings it back.
  await page.getByRole('button', { name: 'Delete: Secure your account' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Show notifications, 1 unread' })).toBeVisible()
  const toast = page.getByRole('status').filter({ hasText: 'Notification deleted: Secure your account' })
  await expect(toast).toBeVisible()
  await expectNoAxeViolations(page, 'a toast with Undo')
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Show notifications, 2 unread' })).toBeVisible()
  await page.reload()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  // Without Undo it is deleted on the server once the toast has gone.
  await page.getByRole('button', { name: 'Delete: Secure your account' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(toast).toBeVisible()
  await letToastsRunOut(page)
  await expect(toast).toBeHidden()
  await page.reload()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Show notifications, 1 unread' })).toBeVisible()
  await page.getByRole('link', { name: /Welcome to Foyer/ }).click()
  await expect(page).toHaveURL(/\/free\/account\/profile\/edit$/)
  await expect(page.getByRole('button', { name: 'Show notifications' })).toBeVisible()
})

test('at 390 px the toast fits the screen, and a deletion left before its toast goes still happens', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await registerQuickly(page, baseURL, newPerson())
  await page.goto('notifications')
  const list = page.getByRole('list', { name: 'All notifications' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: /^Delete: Welcome to Foyer/ }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Notification deleted' })
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible()
  const box = await toast.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  // Leaving the page commits it (sent with keepalive as the page goes).
  await page.goto('dashboard/default')
  await expect(page.getByRole('button', { name: 'Show notifications, 1 unread' })).toBeVisible()
  await page.goto('notifications')
  await expect(list.getByRole('listitem')).toHaveCount(1)
})

test('the palette’s “Mark all notifications as read” says what it did', async ({ page, baseURL }) => {
  await registerQuickly(page, baseURL, newPerson())
  await page.goto('dashboard/default')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  const palette = page.getByRole('dialog', { name: 'Search' })
  await palette.getByRole('combobox', { name: 'Search' }).fill('mark all')
  await palette.getByRole('option', { name: 'Mark all notifications as read' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'marked as read' })).toHaveText(
    '2 notifications marked as read',
  )
  await expect(page.getByRole('button', { name: 'Show notifications' })).toBeVisible()
})
