import type { Page } from '@playwright/test'
import {
  ADMIN,
  confirmItsYou,
  expect,
  expectNoAxeViolations,
  letToastsRunOut,
  openPage,
  SIGNED_OUT,
  test,
} from './fixtures.ts'
import { newPerson, registerQuickly, signIn } from './people.ts'

// Administration, by the shared administrator, on members made for each test.

/** A member registered in their own browser context, and that context's page. */
async function memberElsewhere(page: Page, baseURL: string | undefined) {
  const who = newPerson()
  const context = await page.context().browser()?.newContext({ storageState: SIGNED_OUT })
  if (!context) throw new Error('no browser')
  const memberPage = await context.newPage()
  await registerQuickly(memberPage, baseURL, who)
  const id = (await (await memberPage.request.get('api/me')).json()).id as string
  return { who, id, context, memberPage }
}

const figure = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('paragraph').first()

test('administration pages pass axe, and the people search keeps its state in the URL', async ({ page }) => {
  await openPage(page, '/admin/users')
  await expectNoAxeViolations(page, 'people')
  await page.getByRole('searchbox', { name: 'Search people' }).fill('admin@example')
  await expect(page).toHaveURL(/q=admin%40example/)
  await expect(page.getByRole('row', { name: /Ada Admin/ })).toBeVisible()
  await page.getByRole('link', { name: 'Ada Admin' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Admin')
  await expectNoAxeViolations(page, 'person')
  await openPage(page, '/admin/audit')
  await expectNoAxeViolations(page, 'audit log')
  await expect(page.getByRole('table')).toContainText('Account created')
})

test('an administrator bans a member signed in elsewhere: that browser lands on Login with the ban message', async ({
  page,
  baseURL,
}) => {
  const { who, id, context, memberPage } = await memberElsewhere(page, baseURL)
  await memberPage.goto('dashboard/default')
  await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible()

  await openPage(page, `/admin/users/${id}`)
  await page.getByRole('button', { name: 'Ban', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Ban ${who.firstName} ${who.lastName}?` })
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Posting spam')
  await dialog.getByRole('checkbox', { name: 'Tell them the reason when they try to sign in' }).check()
  await expectNoAxeViolations(page, 'ban dialog')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(page.getByText(/Banned/).first()).toBeVisible()

  await expect(memberPage).toHaveURL(/\/free\/login\?reason=banned$/)
  await expect(memberPage.getByText('An administrator has banned your account.')).toBeVisible()
  await signIn(memberPage, who.email, who.password)
  await expect(memberPage.getByRole('alert')).toContainText('Reason: Posting spam')
  await context.close()
})

test('impersonation: a banner names whom I act as, and Stop brings me back', async ({ page, baseURL }) => {
  const { who, id, context } = await memberElsewhere(page, baseURL)
  await context.close()
  await confirmItsYou(page, baseURL, ADMIN.password)
  await openPage(page, `/admin/users/${id}`)
  await page.getByRole('button', { name: 'Act as this person' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Act as this person' }).click()
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  const banner = page.getByRole('region', { name: 'Impersonation' })
  await expect(banner).toContainText(`You are acting as ${who.firstName} ${who.lastName}`)
  await expect(page.getByTestId('profile-name')).toHaveText(`${who.firstName} ${who.lastName}`)
  await expectNoAxeViolations(page, 'impersonation banner')
  // Administrative pages are closed meanwhile.
  await page.goto('admin/users')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/403/)
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: /Stop/ }).click()
  await expect(page).toHaveURL(/\/free\/admin\/users/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People')
  await expect(page.getByTestId('profile-name')).toHaveText(ADMIN.name)
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0)
})

test('the dashboard’s figures match the data: a new person counts, and the member’s own figures follow', async ({
  page,
  baseURL,
}) => {
  await openPage(page, '/dashboard/default')
  const total = async () => (await (await page.request.get('api/admin/users?limit=1')).json()).total as number
  // The other tests register people meanwhile: the page and the count must agree at one moment, so
  // the page is read again until they do (the figure is read once per page load).
  const showsTotal = async () => {
    const expected = (await total()).toLocaleString('en-US')
    await page.reload()
    await expect(figure(page, 'People')).toHaveText(expected, { timeout: 3000 })
  }
  await expect(figure(page, 'People')).not.toHaveText('')
  await expect(showsTotal).toPass()
  const before = await total()
  const { context, memberPage } = await memberElsewhere(page, baseURL)
  expect(await total()).toBeGreaterThan(before)
  await expect(showsTotal).toPass()
  await expect(page.getByRole('figure', { name: /Sign-ins/ })).toBeVisible()
  await expectNoAxeViolations(page, 'administrator dashboard')

  await memberPage.goto('dashboard/default')
  await expect(figure(memberPage, 'Unread notifications')).toHaveText('2')
  await expect(figure(memberPage, 'Your active sessions')).toHaveText('1')
  await expect(memberPage.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )
  await expectNoAxeViolations(memberPage, 'member dashboard')
  await context.close()
})

test('a person who has just registered shows their one session and when they signed in, not "Never"', async ({
  page,
  baseURL,
}) => {
  const { who, id, context } = await memberElsewhere(page, baseURL)
  await openPage(page, `/admin/users/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${who.firstName} ${who.lastName}`)
  const fact = (term: string) =>
    page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]')
  await expect(fact('Active sessions')).toHaveText('1')
  await expect(fact('Last sign-in')).toContainText(/ago|now/)
  await context.close()
})

test('a member promoted meanwhile sees the Administration menu and their dashboard move without a reload', async ({
  page,
  baseURL,
}) => {
  const { id, context, memberPage } = await memberElsewhere(page, baseURL)
  await openPage(memberPage, '/dashboard/default')
  const nav = memberPage.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('heading', { name: 'Administration' })).toHaveCount(0)
  const unread = figure(memberPage, 'Unread notifications')
  const before = Number(await unread.textContent())
  await expect(memberPage.getByRole('button', { name: `Show notifications, ${before} unread` })).toBeVisible()
  const origin = new URL(baseURL ?? '').origin
  await confirmItsYou(page, baseURL, ADMIN.password)
  const promoted = await page.request.patch(`api/admin/users/${id}/role`, {
    headers: { origin },
    data: { role: 'admin' },
  })
  expect(promoted.status()).toBe(200)
  // The bell, the menu and the dashboard (now the instance's, an administrator's) follow the live event.
  // The bell counts what an administrator hears of from then on as well (a test beside this one
  // registering someone), so it names the promotion among its news rather than counting one more.
  const bell = memberPage.getByRole('button', { name: /^Show notifications, \d+ unread$/ })
  await expect(bell).not.toHaveAccessibleName(`Show notifications, ${before} unread`)
  await bell.click()
  await expect(
    memberPage.getByRole('dialog', { name: 'Notifications' }).getByText('You are now an administrator'),
  ).toBeVisible()
  await memberPage.keyboard.press('Escape')
  await expect(nav.getByRole('heading', { name: 'Administration' })).toBeVisible()
  await expect(figure(memberPage, 'People')).toHaveText(/^\d[\d,]*$/)
  await context.close()
})

test.describe('as a member', () => {
  test.use({ storageState: SIGNED_OUT })

  test('no Administration group, and /admin/users shows the 403 screen', async ({ page, baseURL }) => {
    await registerQuickly(page, baseURL, newPerson())
    await openPage(page, '/dashboard/default')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('heading', { level: 2, name: 'Support' })).toBeVisible()
    await expect(nav.getByRole('heading', { name: 'Administration' })).toHaveCount(0)
    await page.goto('admin/users')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '403 – You need a permission you do not have',
    )
    await expectNoAxeViolations(page, '403')
    expect((await page.request.get('api/admin/users')).status()).toBe(403)
    // The search palette finds no administration page either.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('audit')
    await expect(
      page.getByRole('dialog', { name: 'Search' }).getByText('Nothing matches “audit”.'),
    ).toBeVisible()
  })

  test('sees no operator jargon: no link that is not set, no configuration, no permission names', async ({
    page,
    baseURL,
  }) => {
    // The test server sets none of the links (DOCS_URL...) and does not verify addresses.
    await registerQuickly(page, baseURL, newPerson())
    await openPage(page, '/dashboard/default')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Sample Page' })).toBeVisible()
    await expect(nav.getByRole('link', { name: /Documentation/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Configured links' })).toHaveCount(0)
    await expect(page.getByText(/DOCS_URL|Not set/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Download Foyer/ })).toHaveCount(0)
    await page.getByRole('button', { name: /show profile menu/ }).click()
    await page.getByRole('tab', { name: 'Setting' }).click()
    const settings = page.getByRole('tabpanel')
    await expect(settings.getByRole('link', { name: 'Account Settings' })).toBeVisible()
    await expect(settings.getByRole('link', { name: /Support|Feedback/ })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await openPage(page, '/account/settings')
    await expect(page.getByText('Current address:')).toBeVisible()
    await expect(page.getByText(/verified/i)).toHaveCount(0)
    await openPage(page, '/help')
    await expect(page.getByText('This instance has no help links yet.', { exact: false })).toBeVisible()
    await expect(page.getByText(/_URL/)).toHaveCount(0)
    await page.goto('admin/audit')
    await expect(
      page.getByText('This page needs the permission to read the audit log', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText(/audit:read/)).toHaveCount(0)
    await expectNoAxeViolations(page, 'help for a member')
  })
})

test.describe('lists on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  /** Nothing on the page reaches past the right edge of the screen. */
  async function expectNothingOverflows(page: Page) {
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      wide: [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        // What runs past the edge of a box that clips or scrolls it (a loading line's moving bars, a
        // row of links that scrolls sideways) is not past the screen's, as long as that box is not.
        .filter((element) => {
          for (let box = element.parentElement; box; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible')
              return box.getBoundingClientRect().right > window.innerWidth + 0.5
          return true
        })
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80))
        .slice(0, 5),
    }))
    expect(overflow).toEqual({ page: 0, wide: [] })
  }

  test('People are cards with their actions on each, sortable, with a pager that fits', async ({ page }) => {
    await openPage(page, '/admin/users')
    const list = page.getByRole('list', { name: 'People table' })
    const ada = list.getByRole('listitem').filter({ hasText: ADMIN.email })
    await expect(ada.getByRole('link', { name: ADMIN.name })).toBeVisible()
    await expect(ada.getByText('Administrator')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNothingOverflows(page)
    const actions = ada.getByRole('button', { name: /Actions for/ })
    await expect(actions).toBeInViewport()
    await actions.tap()
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('Escape')
    const sorted = page.waitForResponse(
      (response) => response.url().includes('/api/admin/users?') && response.url().includes('sort=createdAt'),
    )
    await page.getByLabel('Sort by').selectOption({ label: 'Created, newest first' })
    await expect(page).toHaveURL(/sort=createdAt&order=desc/)
    // Measured once the sorted answer is in: until then the old cards stay, and may change height.
    await sorted
    await expect(list).toHaveAttribute('aria-busy', 'false')
    const pager = page.getByText(/\d+–\d+ of \d+/)
    // Scrolled again on each try: cards that settle after a scroll may move the pager.
    await expect(async () => {
      await pager.scrollIntoViewIfNeeded()
      await expect(pager).toBeInViewport({ ratio: 1, timeout: 1_000 })
    }).toPass()
    await expectNoAxeViolations(page, 'people on a phone')
  })

  test('the audit log, a person’s page and my history fit the screen as cards', async ({ page }) => {
    for (const path of ['/admin/audit', '/account/history']) {
      await openPage(page, path)
      await expect(page.getByRole('listitem').first()).toBeVisible()
      await expect(page.getByRole('table')).toHaveCount(0)
      await expectNothingOverflows(page)
    }
    await openPage(page, '/admin/users')
    await page.getByRole('link', { name: ADMIN.name }).tap()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADMIN.name)
    await expect(
      page
        .getByRole('list', { name: /history|audit/i })
        .getByRole('listitem')
        .first(),
    ).toBeVisible()
    await expectNothingOverflows(page)
  })
})

test.describe('invitations', () => {
  // Inviting an address that has a pending invitation answers 409 before asking.
  test.use({ allowedConsoleErrors: [['status of 409'], { scope: 'test' }] })

  test('invitations stay listed until accepted: a repeat asks, a copied link works, People and the bell follow live', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const guest = newPerson()
    await openPage(page, '/admin/users')
    const invite = async () => {
      await page.getByRole('button', { name: 'Invite', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Invite someone' })
      await dialog.getByLabel('Email address').fill(guest.email)
      await dialog.getByRole('button', { name: 'Send invitation' }).click()
      return dialog
    }
    await invite()
    await expect(
      page.getByRole('status').filter({ hasText: `Invitation sent to ${guest.email}` }),
    ).toBeVisible()
    const pending = page.getByRole('list', { name: 'Pending invitations' })
    const row = pending.getByRole('listitem').filter({ hasText: guest.email })
    await expect(row).toContainText(/Member.*valid until/)
    await expectNoAxeViolations(page, 'pending invitations')

    // The same address again: asked first, and nothing is sent until confirmed.
    const dialog = await invite()
    await expect(dialog.getByRole('alert')).toContainText('is already waiting')
    await dialog.getByRole('button', { name: 'Send a new invitation' }).click()
    // The first invitation's toast may still be fading out beside this one.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Invitation sent to ${guest.email}` })
        .last(),
    ).toBeVisible()
    await expect(pending.getByRole('listitem').filter({ hasText: guest.email })).toHaveCount(1)

    await row.getByRole('button', { name: `Copy link: ${guest.email}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'is copied' })).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/\/free\/register\?invite=/)

    // The guest registers from the copied link in their own browser: the administrator's open People
    // page lists them without a reload, the invitation leaves the list, and the bell says so.
    const context = await page.context().browser()?.newContext({ storageState: SIGNED_OUT })
    if (!context) throw new Error('no browser')
    const guestPage = await context.newPage()
    await guestPage.goto(link)
    await expect(guestPage.getByLabel('Email address')).toHaveValue(guest.email)
    await guestPage.getByLabel('First name').fill(guest.firstName)
    await guestPage.getByLabel('Last name').fill(guest.lastName)
    await guestPage.getByLabel('Password', { exact: true }).fill(guest.password)
    await guestPage.getByRole('button', { name: 'Create account' }).click()
    await expect(guestPage).toHaveURL(/\/free\/dashboard\/default$/)
    await context.close()
    await expect(page.getByRole('row').filter({ hasText: guest.email })).toBeVisible()
    await expect(pending.getByRole('listitem').filter({ hasText: guest.email })).toHaveCount(0)
    await page.getByRole('button', { name: /^Show notifications/ }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`Invitation accepted: ${guest.firstName} ${guest.lastName}`),
    ).toBeVisible()
  })
})

test('at 390 px a pending invitation is revoked with Undo, and revoked for good once its toast goes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The toast's time is run out rather than waited for (letToastsRunOut).
  await page.clock.install()
  const email = newPerson().email
  await openPage(page, '/admin/users')
  await page.getByRole('button', { name: 'Invite', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite someone' })
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  const row = page
    .getByRole('list', { name: 'Pending invitations' })
    .getByRole('listitem')
    .filter({ hasText: email })
  await expect(row).toBeVisible()
  const box = await row.getByRole('button', { name: `Revoke: ${email}` }).boundingBox()
  expect(box && box.x + box.width <= 390).toBe(true)
  await row.getByRole('button', { name: `Revoke: ${email}` }).click()
  await expect(row).toHaveCount(0)
  const toast = page.getByRole('status').filter({ hasText: `Invitation to ${email} revoked` })
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Revoke: ${email}` }).click()
  await expect(row).toHaveCount(0)
  await letToastsRunOut(page)
  // The first toast may still be fading out beside the second one.
  await expect(toast).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People')
  await expect(page.getByText(email)).toHaveCount(0)
})

test('the audit log filters by a person picked by name, shows filters as chips, and says details in sentences', async ({
  page,
  baseURL,
}) => {
  const { who, id, context } = await memberElsewhere(page, baseURL)
  await context.close()
  const name = `${who.firstName} ${who.lastName}`
  await confirmItsYou(page, baseURL, ADMIN.password)
  await openPage(page, `/admin/users/${id}`)
  await page.getByRole('button', { name: 'Change role' }).click()
  const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` })
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('admin')
  await dialog.getByRole('button', { name: 'Change role' }).click()
  await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible()

  await openPage(page, '/admin/audit')
  // Typed once the page runs its script: the list of people it offers needs it.
  const about = page.getByRole('combobox', { name: 'About' })
  await about.click()
  await expect(page.getByRole('listbox').or(page.getByText('Type a name or an email address.'))).toBeVisible()
  await about.fill(who.email)
  await page.getByRole('option', { name: new RegExp(who.email.replaceAll('.', '\\.')) }).click()
  await expect(page).toHaveURL(new RegExp(`target=${id}`))
  const chips = page.getByRole('list', { name: 'Active filters' })
  await expect(chips.getByRole('button', { name: `Remove the filter About: ${name}` })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('row').filter({ hasText: 'Role changed' })).toContainText(
    'Role: Member → Administrator',
  )
  await page.getByRole('combobox', { name: 'When' }).selectOption('Today')
  await expect(chips.getByRole('button', { name: 'Remove the filter Today' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'Role changed' })).toBeVisible()
  await expectNoAxeViolations(page, 'audit log with filters')
  await chips.getByRole('button', { name: `Remove the filter About: ${name}` }).click()
  await expect(page).not.toHaveURL(/target=/)

  await page.goto('admin/audit?from=2026-11-28&to=2026-11-01')
  await expect(page.getByText(/No day is both after “From” and before “To”/)).toBeVisible()
  // A day reads as the day of every moment in the app (medium style in the person's locale).
  await expect(
    chips.getByRole('button', { name: /^Remove the filter From (28 Nov 2026|Nov 28, 2026)$/ }),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveAccessibleDescription(
    '“From” is after “To”: choose a From day on or before this one.',
  )
})
