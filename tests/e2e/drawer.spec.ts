import { resources } from '../../src/shared/resources/index.ts'
import { ADMIN, box, drawerPaperWidth, expect, expectNoAxeViolations, openPage, test } from './fixtures.ts'

// Drawer widths and kinds at each width, the top bar following it.

test.describe('at 1440 px (xl)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the drawer starts open at 260 px and the top bar is offset by it', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    expect(await drawerPaperWidth(page)).toBe(260)
    const header = await box(page, 'app-header')
    expect(header.x).toBe(260)
    expect(header.width).toBe(1440 - 260)
    await expect(page.getByRole('button', { name: 'Toggle navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('heading', { name: 'Utilities' }),
    ).toBeVisible()
  })

  test('closing it leaves a 60 px icon rail, the icon-only logo and a top bar narrower by 60', async ({
    page,
  }) => {
    await openPage(page, '/dashboard/default')
    const toggle = page.getByRole('button', { name: 'Toggle navigation menu' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => drawerPaperWidth(page)).toBe(60)
    await expect.poll(async () => (await box(page, 'app-header')).width).toBe(1440 - 60)
    expect((await box(page, 'app-header')).x).toBe(60)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByTestId('logo-icon')).toBeVisible()
    await expect(nav.getByTestId('logo-main')).toHaveCount(0)
    await expect(nav.getByRole('heading', { name: 'Utilities' })).toHaveCount(0)
    // Icons only, each item's title in a tooltip.
    await nav.getByRole('link', { name: 'Typography' }).hover()
    await expect(page.getByRole('tooltip', { name: 'Typography' })).toBeVisible()
  })

  test('the item whose route matches is selected', async ({ page }) => {
    await openPage(page, '/color')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Color' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Typography' })).not.toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Shadow' }).click()
    await expect(page).toHaveURL(/\/free\/shadow$/)
    await expect(nav.getByRole('link', { name: 'Shadow' })).toHaveAttribute('aria-current', 'page')
  })

  test('the menu has the four groups of the spec (and Administration for administrators), Login and Register open in a new tab', async ({
    page,
  }) => {
    await openPage(page, '/dashboard/default')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText([
      'Navigation',
      // A team's resources, each under its definition's group (none as Foyer ships).
      ...new Set(resources.map((resource) => resource.group)),
      'Authentication',
      'Utilities',
      'Support',
      'Administration',
    ])
    for (const name of ['Login', 'Register']) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('href', `/free/${name.toLowerCase()}`)
    }
    // Opened signed in, the tab says who is signed in, with the way on and a way to sign out.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      nav.getByRole('link', { name: /^Login/ }).click(),
    ])
    await expect(tab.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible()
    await expect(tab.getByText(`You are signed in as ${ADMIN.name} (${ADMIN.email}).`)).toBeVisible()
    await expect(tab.getByRole('button', { name: 'Sign out to use another account' })).toBeEnabled()
    await expectNoAxeViolations(tab, 'Login, signed in')
    await tab.getByRole('link', { name: 'Go to the dashboard' }).click()
    await expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await tab.close()
    // Documentation is not configured here: it leads to its section of the Help page.
    await nav.getByRole('link', { name: 'Documentation' }).click()
    await expect(page).toHaveURL(/\/free\/help#documentation$/)
    await expect(page.getByRole('heading', { name: 'Documentation', level: 2 })).toBeInViewport()
  })

  test('the logo links to the dashboard', async ({ page }) => {
    await openPage(page, '/typography')
    await page.getByRole('link', { name: 'Foyer home' }).click()
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  })

  test('the promotional card shows its title, line and a success-coloured Pro button', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByText('Foyer Pro')).toBeVisible()
    await expect(nav.getByText('Checkout pro features')).toBeVisible()
    const pro = nav.getByRole('link', { name: 'Pro', exact: true })
    await expect(pro).toHaveClass(/MuiButton-colorSuccess/)
    await pro.click()
    await expect(page).toHaveURL(/\/free\/help#pro$/)
  })
})

test.describe('at 1300 px (lg)', () => {
  test.use({ viewport: { width: 1300, height: 900 } })

  test('the drawer is permanent but starts collapsed to 60 px', async ({ page }) => {
    await openPage(page, '/dashboard/default')
    expect(await drawerPaperWidth(page)).toBe(60)
    const header = await box(page, 'app-header')
    expect(header.width).toBe(1300 - 60)
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click()
    await expect.poll(() => drawerPaperWidth(page)).toBe(260)
    await expect.poll(async () => (await box(page, 'app-header')).x).toBe(260)
    // Permanent: no backdrop.
    await expect(page.locator('.MuiBackdrop-root:visible')).toHaveCount(0)
  })
})

for (const width of [1024, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the drawer is a temporary overlay, closed at first, and the top bar spans the width', async ({
      page,
    }) => {
      await openPage(page, '/dashboard/default')
      expect(await drawerPaperWidth(page)).toBe(0)
      const header = await box(page, 'app-header')
      expect(header.x).toBe(0)
      expect(header.width).toBe(width)
      await page.getByRole('button', { name: 'Toggle navigation menu' }).click()
      await expect.poll(() => drawerPaperWidth(page)).toBe(260)
      await expect(page.locator('.MuiBackdrop-root').first()).toBeVisible()
    })

    test('choosing an item closes the overlay', async ({ page }) => {
      await openPage(page, '/dashboard/default')
      await page.getByRole('button', { name: 'Toggle navigation menu' }).click()
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Typography' })
        .click()
      await expect(page).toHaveURL(/\/free\/typography$/)
      await expect.poll(() => drawerPaperWidth(page)).toBe(0)
    })

    test('clicking the backdrop or pressing Escape closes the overlay', async ({ page }) => {
      await openPage(page, '/dashboard/default')
      const toggle = page.getByRole('button', { name: 'Toggle navigation menu' })
      await toggle.click()
      await expect.poll(() => drawerPaperWidth(page)).toBe(260)
      await page.mouse.click(width - 10, 400)
      await expect.poll(() => drawerPaperWidth(page)).toBe(0)
      await toggle.click()
      await expect.poll(() => drawerPaperWidth(page)).toBe(260)
      await page.keyboard.press('Escape')
      await expect.poll(() => drawerPaperWidth(page)).toBe(0)
      await expect(toggle).toBeFocused()
    })
  })
}
