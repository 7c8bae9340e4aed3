import { ADMIN, expect, expectNoAxeViolations, openPage, SIGNED_OUT, test } from './fixtures.ts'
import { signOut } from './people.ts'

// The short journey CI also plays on each Node LTS line (scripts/node-lines.mjs, `--grep @smoke`),
// with the server and the test runner on that line: after the setup project has registered the
// administrator through the API, a sign-in through the page, the main pages, and a sign-out.

test.describe('@smoke', () => {
  test.use({ storageState: SIGNED_OUT })

  test('signs in through the page, opens the main pages and signs out', async ({ page }) => {
    await page.goto('login')
    await page.getByLabel('Email address').click()
    await page.getByLabel('Email address').fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expectNoAxeViolations(page, 'on the dashboard')
    for (const [path, title] of [
      ['/admin/users', 'People'],
      ['/admin/audit', 'Audit log'],
      ['/notifications', 'Notifications'],
      ['/account/settings', 'Account Settings'],
    ] as const) {
      await openPage(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expectNoAxeViolations(page, `on ${path}`)
    }
    await signOut(page)
  })
})
