import { ADMIN, expect, openPage, test } from './fixtures.ts'

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

  test('Ctrl+K focuses the search; typing "typo" and Enter opens Typography', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    const search = page.getByRole('combobox', { name: 'Search pages' })
    await expect(search).toHaveAttribute('placeholder', 'Ctrl + K')
    await page.keyboard.press('Control+k')
    await expect(search).toBeFocused()
    await page.keyboard.type('typo')
    await expect(page.getByRole('option', { name: 'Typography' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/free\/typography$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible()
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

  test('search and the profile button move into the more menu', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    await expect(page.getByRole('combobox', { name: 'Search pages' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Show search and profile' }).click()
    const more = page.getByRole('dialog', { name: 'Search and profile' })
    await expect(more.getByRole('combobox', { name: 'Search pages' })).toBeFocused()
    await page.keyboard.type('shadow')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/free\/shadow$/)
  })
})
