import { expect, expectNoAxeViolations, test } from './fixtures.ts'

// The API's description rendered at /free/api/docs (decision 029): swagger-ui from Foyer's own files,
// nothing from another host and no policy violation (the fixture fails on either), every route in it,
// and a request tried from it with the signed-in administrator's session.

test('the API documentation lists every group, tries a request with the session, and passes axe', async ({
  page,
}) => {
  await page.goto('api/docs')
  await expect(page.getByRole('heading', { name: /Foyer API/ })).toBeVisible()
  for (const tag of ['Account', 'People', 'Notifications', 'Administration', 'Sign-in (better-auth)'])
    await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: tag }).first()).toBeVisible()
  await expectNoAxeViolations(page, 'API documentation')

  await page.getByRole('button', { name: /^GET \/free\/api\/admin\/users List people/ }).click()
  await page.getByRole('button', { name: 'Try it out' }).click()
  await page.getByRole('button', { name: 'Execute' }).click()
  // Sent with the session's cookie, as the page is the administrator's.
  await expect(page.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200')
  // A long answer scrolls: its block takes the focus, so a keyboard scrolls it too.
  await expect(page.locator('.live-responses-table .highlight-code > pre').first()).toHaveAttribute(
    'tabindex',
    '0',
  )
  await expectNoAxeViolations(page, 'API documentation, an operation tried')
})
