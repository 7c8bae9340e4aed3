import { ADMIN, expect, expectNoAxeViolations, openPage, test } from './fixtures.ts'
import { newPerson } from './people.ts'

test.describe('the top bar at 1440 px', () => {
  test('the notification panel is 420 px wide', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await page.getByRole('button', { name: /Show notifications/ }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel).toBeVisible()
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(420)
  })

  test('a click outside closes the notification panel', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await page.getByRole('button', { name: /Show notifications/ }).click()
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
    await page.mouse.click(700, 600)
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden()
  })

  test('the profile popup is 290 px wide with the Profile and Setting tabs of the spec', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await page.getByRole('button', { name: 'Show profile menu' }).click()
    const popup = page.getByRole('dialog', { name: ADMIN.name })
    await expect(popup).toBeVisible()
    await expect.poll(async () => (await popup.boundingBox())?.width).toBe(290)
    await expect(popup.getByText('Administrator')).toBeVisible()
    await popup.getByRole('button', { name: 'Logout' }).first().hover()
    await expect(page.getByRole('tooltip', { name: 'Logout' })).toBeVisible()
    await popup.getByRole('tab', { name: 'Profile' }).hover()
    await expect(page.getByRole('tooltip', { name: 'Logout' })).toBeHidden()
    await expect(popup.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    await expect(popup.getByRole('tabpanel')).toContainText('Edit Profile')
    await expect(popup.getByRole('tabpanel')).toContainText('Social Profile')
    await popup.getByRole('tab', { name: 'Setting' }).click()
    await expect(popup.getByRole('tab', { name: 'Setting' })).toHaveAttribute('aria-selected', 'true')
    const settings = popup.getByRole('tabpanel')
    await expect(settings).toContainText('Account Settings')
    await settings.getByRole('link', { name: 'Support' }).click()
    await expect(page).toHaveURL(/\/free\/help#support$/)
    await expect(popup).toBeHidden()
  })

  test('the profile popup closes on a click outside and on Escape, giving focus back', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    const button = page.getByRole('button', { name: 'Show profile menu' })
    await button.click()
    await expect(page.getByRole('dialog', { name: ADMIN.name })).toBeVisible()
    await page.mouse.click(600, 600)
    await expect(page.getByRole('dialog', { name: ADMIN.name })).toBeHidden()
    await button.click()
    await expect(page.getByRole('dialog', { name: ADMIN.name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: ADMIN.name })).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('Ctrl+K opens the search palette; typing "typo" and Enter opens Typography; Escape gives focus back', async ({
    page,
  }) => {
    await openPage(page, '/dashboard/default')
    const field = page.getByRole('search').getByRole('button', { name: 'Search' })
    await expect(field).toContainText('Ctrl + K')
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Search' })
    const input = palette.getByRole('combobox', { name: 'Search' })
    await expect(input).toBeFocused()
    await expectNoAxeViolations(page, 'search palette open')
    await page.keyboard.type('typo')
    await expect(palette.getByRole('option', { name: 'Typography' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/free\/typography$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible()
    // A click on the field opens it too; Escape closes it and focus returns to the field.
    await field.click()
    await expect(input).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(palette).toBeHidden()
    await expect(field).toBeFocused()
  })

  test('an administrator finds a person by part of their email and lands on them', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('admin@exam')
    const people = page.getByRole('dialog', { name: 'Search' }).getByRole('group', { name: 'People' })
    await expect(people.getByRole('option', { name: /Ada Admin/ })).toBeVisible()
    await expect(people.locator('mark').first()).toHaveText('admin@exam')
    // Keyboard only: the person is the first result (no page or action matches), Enter opens them.
    await expect(people.getByRole('option', { name: /Ada Admin/ })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/free\/admin\/users\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Admin')
  })

  test('"gra" puts the people named Grace above the page Typography, which only contains it', async ({
    page,
    baseURL,
    playwright,
  }) => {
    // Someone named Grace registers elsewhere (the administrator's session stays as it is).
    const elsewhere = await playwright.request.newContext({ baseURL })
    const origin = new URL(baseURL ?? '').origin
    const registered = await elsewhere.post('api/auth/sign-up/email', {
      headers: { origin },
      data: newPerson(),
    })
    expect(registered.status()).toBe(200)
    await elsewhere.dispose()
    await openPage(page, '/dashboard/default')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('gra')
    const palette = page.getByRole('dialog', { name: 'Search' })
    const groups = palette.getByRole('group')
    await expect(groups.first()).toHaveAccessibleName('People')
    await expect(
      palette.getByRole('group', { name: 'Pages' }).getByRole('option', { name: /Typography/ }),
    ).toBeVisible()
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await expect(palette.getByRole('option').first()).toContainText('Grace')
  })

  test('the download link leads to its Help section when no URL is configured', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await page.getByRole('link', { name: 'Download Foyer' }).click()
    await expect(page).toHaveURL(/\/free\/help#download$/)
  })

  test('tooltips open after the enter delay and close on Escape', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await page.getByRole('link', { name: 'Download Foyer' }).focus()
    await expect(page.getByRole('tooltip', { name: 'Download Foyer' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip', { name: 'Download Foyer' })).toBeHidden()
  })
})

test.describe('the top bar at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the notification panel is 285 px wide', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await page.getByRole('button', { name: /Show notifications/ }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel).toBeVisible()
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(285)
  })

  test('search becomes an icon that opens the palette full screen; the avatar stays in the top bar', async ({
    page,
  }) => {
    await openPage(page, '/dashboard/default')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const palette = page.getByRole('dialog', { name: 'Search' })
    await expect.poll(async () => (await palette.boundingBox())?.width).toBe(390)
    await page.keyboard.type('shadow')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/free\/shadow$/)
    // The avatar is in the top bar at this width too: one tap opens the profile popup.
    await page.getByRole('button', { name: 'Show profile menu' }).click()
    await expect(page.getByRole('dialog', { name: ADMIN.name })).toBeVisible()
  })
})

test.describe('the search palette on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('has a close control a finger can reach, and no keyboard hints', async ({ page }) => {
    await openPage(page, '/typography')
    await page.getByRole('button', { name: 'Search', exact: true }).tap()
    const palette = page.getByRole('dialog', { name: 'Search' })
    await expect(palette.getByRole('combobox', { name: 'Search' })).toBeVisible()
    await expect(palette.getByText('Esc to close')).toBeHidden()
    await palette.getByRole('button', { name: 'Close search' }).tap()
    await expect(palette).toBeHidden()
    await expect(page).toHaveURL(/\/free\/typography$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible()
  })

  test("closes with the phone's Back and stays on the page; Back from a page it opened returns here", async ({
    page,
  }) => {
    await openPage(page, '/color')
    await openPage(page, '/typography')
    const palette = page.getByRole('dialog', { name: 'Search' })
    await page.getByRole('button', { name: 'Search', exact: true }).tap()
    await expect(palette).toBeVisible()
    await page.goBack()
    await expect(palette).toBeHidden()
    await expect(page).toHaveURL(/\/free\/typography$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible()
    // Forward shows it again; a page chosen in it takes its place in the history.
    await page.goForward()
    await expect(palette).toBeVisible()
    await palette.getByRole('combobox', { name: 'Search' }).fill('shadow')
    await palette.getByRole('option', { name: /Shadow/ }).tap()
    await expect(page.getByRole('heading', { level: 1, name: 'Shadow' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible()
    await expect(palette).toBeHidden()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Color' })).toBeVisible()
  })
})
