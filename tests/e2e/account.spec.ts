import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { ADMIN, expect, expectNoAxeViolations, openPage, SIGNED_OUT, test } from './fixtures.ts'
import { iphone, mailCodeFor, newPerson, registerQuickly, signIn } from './people.ts'

// The account center: every item of the profile popup leads to a real page.

const popupItems = [
  { tab: 'Profile', item: 'Edit Profile', h1: 'Edit Profile', path: '/account/profile/edit' },
  { tab: 'Profile', item: 'View Profile', h1: 'View Profile', path: '/account/profile' },
  { tab: 'Profile', item: 'Social Profile', h1: 'Social Profile', path: '/account/social' },
  { tab: 'Profile', item: 'Billing', h1: 'Billing', path: '/account/billing' },
  { tab: 'Setting', item: 'Account Settings', h1: 'Account Settings', path: '/account/settings' },
  { tab: 'Setting', item: 'Privacy Center', h1: 'Privacy Center', path: '/account/privacy' },
  { tab: 'Setting', item: 'History', h1: 'History', path: '/account/history' },
]

test('each popup item lands on its page, closing the popup, with breadcrumbs and no axe violation', async ({
  page,
}) => {
  // Seven pages, each checked with axe: longer than one page's budget.
  test.setTimeout(90_000)
  await openPage(page, '/dashboard/default')
  for (const { tab, item, h1, path } of popupItems) {
    await page.getByRole('button', { name: 'Show profile menu' }).click()
    const popup = page.getByRole('dialog', { name: ADMIN.name })
    await popup.getByRole('tab', { name: tab }).click()
    await popup.getByRole('link', { name: item }).click()
    await expect(page).toHaveURL(new RegExp(`/free${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(popup).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Account/${item}`)
    await expectNoAxeViolations(page, path)
  }
})

test('Billing says plainly there is no payment provider and shows the plan', async ({ page }) => {
  await openPage(page, '/account/billing')
  await expect(page.getByRole('main')).toContainText('Free')
  await expect(page.getByRole('main')).toContainText(/no payment/i)
})

test.describe('API keys', () => {
  // The key asks "Confirm it's you" first (a 403), and a wrong password there is a 400: both logged.
  test.use({ allowedConsoleErrors: [['status of 403', 'status of 400'], { scope: 'test' }] })

  test('an API key is shown once, reads people from a script, and is refused once revoked', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const name = `People export ${Date.now()}`
    await openPage(page, '/account/settings')
    await page.getByRole('button', { name: 'Create a key' }).click()
    const form = page.getByRole('dialog', { name: 'Create an API key' })
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Expires').selectOption({ label: 'In 7 days' })
    await form.getByRole('checkbox', { name: 'read:people' }).check()
    await expectNoAxeViolations(page, 'the form of a new API key')
    await form.getByRole('button', { name: 'Create key' }).click()
    // A key is a way in: the session (a sign-up's, never confirmed) must confirm it's the person.
    const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' })
    await expect(confirm.getByLabel('Password', { exact: true })).toBeFocused()
    await expectNoAxeViolations(page, 'Confirm it’s you, with the password')
    await confirm.getByLabel('Password', { exact: true }).fill('not my password')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(confirm.getByText('Your password is not right.')).toBeVisible()
    await confirm.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(confirm).toBeHidden()

    const shown = page.getByRole('dialog', { name: 'Your new API key' })
    await expect(shown.getByRole('alert')).toHaveText('Copy it now: you will not see it again.')
    const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue()
    expect(key).toMatch(/^foyer_\w{32,}$/)
    await expectNoAxeViolations(page, 'a new API key, shown once')
    await shown.getByRole('button', { name: 'Copy the key' }).click()
    // Said in the dialog, where screen readers are (the modal hides the toast from them), and toasted.
    await expect(shown.getByRole('status')).toHaveText('Key copied')
    await expect(page.getByText('Key copied')).toHaveCount(2)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    await shown.getByRole('button', { name: 'Done' }).click()
    await expect(shown).toBeHidden()
    // Once: the page no longer holds it anywhere.
    expect(await page.content()).not.toContain(key)

    const item = page
      .getByRole('list', { name: 'Your API keys' })
      .getByRole('listitem')
      .filter({ hasText: name })
    await expect(item).toContainText(`${key.slice(0, 12)}…`)
    await expect(item).toContainText('read:people')
    await expect(item).toContainText('not used yet')
    await expectNoAxeViolations(page, 'the list of API keys')

    const asScript = () =>
      page.request.get('api/admin/users', { headers: { authorization: `Bearer ${key}` } })
    expect((await asScript()).status()).toBe(200)

    await item.getByRole('button', { name: `Revoke the key ${name}` }).click()
    await page
      .getByRole('dialog', { name: `Revoke the key “${name}”?` })
      .getByRole('button', { name: 'Revoke key' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: `The key “${name}” is revoked` })).toBeVisible()
    await expect(item).toHaveCount(0)
    expect((await asScript()).status()).toBe(401)
  })
})

test.describe('on a new account', () => {
  test.use({ storageState: SIGNED_OUT })

  test('edit the name: the top bar and the profile show it at once', async ({ page, baseURL }) => {
    await registerQuickly(page, baseURL, newPerson())
    await openPage(page, '/account/profile/edit')
    await page.getByLabel('First name').fill('Katherine')
    await page.getByLabel('Last name').fill('Johnson')
    await page.getByLabel('Job title').fill('Mathematician')
    await page.getByLabel('Bio').fill('Computed trajectories.\nChecked the machines.')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByTestId('profile-name')).toHaveText('Katherine Johnson')
    await page.goto('account/profile')
    await expect(page.getByRole('main')).toContainText('Mathematician')
    await expect(page.getByRole('main')).toContainText('Checked the machines.')
    await expectNoAxeViolations(page, 'own profile filled in')
    // Others see it at /people/<id>.
    const id = await page.evaluate(async () => (await (await fetch('/free/api/me')).json()).id as string)
    await openPage(page, `/people/${id}`)
    await expect(page.getByRole('main')).toContainText('Katherine Johnson')
    await expectNoAxeViolations(page, 'person page')
  })

  test('leaving a form with changes asks first; Stay keeps them, Leave drops them', async ({
    page,
    baseURL,
  }) => {
    await registerQuickly(page, baseURL, newPerson())
    await openPage(page, '/account/profile/edit')
    await page.getByLabel('Job title').fill('Navigator')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
    await expect(dialog).toContainText('Your changes to your profile are not saved.')
    await expectNoAxeViolations(page, 'leave without saving')
    await dialog.getByRole('button', { name: 'Stay on this page' }).click()
    await expect(page).toHaveURL(/\/account\/profile\/edit$/)
    await expect(page.getByLabel('Job title')).toHaveValue('Navigator')
    // Saved, nothing is held: the toast says so, and the page is left without a question.
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByRole('status')).toHaveText('Your profile is saved')
    await page.getByLabel('Job title').fill('Astronaut')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await dialog.getByRole('button', { name: 'Leave without saving' }).click()
    await expect(page).toHaveURL(/\/dashboard\/default$/)
    await openPage(page, '/account/profile/edit')
    await expect(page.getByLabel('Job title')).toHaveValue('Navigator')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard\/default$/)
  })

  test('links are checked beside their field, then saved; a refused one stays as typed', async ({
    page,
    baseURL,
  }) => {
    await registerQuickly(page, baseURL, newPerson())
    await openPage(page, '/account/social')
    const save = page.getByRole('button', { name: 'Save links' })
    await page.getByLabel('GitHub').fill('https://github.com/katherine')
    await save.click()
    await expect(page.getByRole('status')).toHaveText('Your social links are saved')
    await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/katherine')
    await expect(page.getByRole('main')).toContainText('github.com/katherine')

    // A mistake is refused beside its field, which keeps it, and nothing is sent.
    await page.reload()
    await page.getByLabel('Website').fill('example.org')
    await save.click()
    await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Website')).toBeFocused()
    await expect(page.getByLabel('Website')).toHaveAccessibleDescription(/https:\/\//)
    await expect(page.getByLabel('Website')).toHaveValue('example.org')
    await page.reload()
    await expect(page.getByLabel('Website')).toHaveValue('')
    await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/katherine')
  })

  test('upload a photo, crop it, and see it in the top bar; remove it for initials', async ({
    page,
    baseURL,
  }) => {
    await registerQuickly(page, baseURL, newPerson())
    await openPage(page, '/account/profile/edit')
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3050c0' } })
      .png()
      .toBuffer()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo })
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, 'crop dialog')
    await dialog.getByRole('button', { name: 'Save photo' }).click()
    await expect(dialog).toBeHidden()
    const topBarPhoto = page.getByRole('button', { name: 'Show profile menu' }).locator('img')
    await expect(topBarPhoto).toHaveAttribute('src', /\/free\/api\/people\/[^/]+\/avatar\?v=/)
    await expect.poll(() => topBarPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256)
    await page.getByRole('button', { name: 'Remove photo' }).click()
    await expect(topBarPhoto).toHaveCount(0)
  })

  test('a file that is not an image is refused beside the control', async ({ page, baseURL }) => {
    await registerQuickly(page, baseURL, newPerson())
    await openPage(page, '/account/profile/edit')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
    await expect(page.getByText(/PNG, JPEG or WebP/).first()).toBeVisible()
    // Typed as a PNG but not one: the browser cannot decode it, and says so in the same place.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
    await expect(page.getByText('This file could not be read as an image.', { exact: false })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('revoking another session sends that browser to Login', async ({ page, browser, baseURL }) => {
    const who = newPerson()
    await registerQuickly(page, baseURL, who)
    const other = await browser.newContext({ storageState: SIGNED_OUT })
    const otherPage = await other.newPage()
    await otherPage.goto('login')
    await signIn(otherPage, who.email, who.password)
    await expect(otherPage).toHaveURL(/\/free\/dashboard\/default$/)

    await openPage(page, '/account/settings')
    const sessions = page.getByRole('list', { name: 'Sessions' })
    await expect(sessions.getByText('This device')).toBeVisible()
    await expectNoAxeViolations(page, 'settings with two sessions')
    await sessions.getByRole('button', { name: /^Revoke/ }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Revoke/ })
      .click()
    await expect(page.getByText(/is revoked/)).toBeVisible()
    // The other browser learns it from its notification stream, without doing anything.
    await expect(otherPage).toHaveURL(/\/free\/login\?/)
    await other.close()
  })

  test.describe('changing the password', () => {
    // The wrong password is answered with a 400, which the browser logs.
    test.use({ allowedConsoleErrors: [['status of 400'], { scope: 'test' }] })

    test('Cancel closes the form at the first click, with focus back on the button that opened it', async ({
      page,
      baseURL,
    }) => {
      await registerQuickly(page, baseURL, newPerson())
      await openPage(page, '/account/settings')
      const opener = page.getByRole('button', { name: 'Change password' })
      await opener.click()
      const form = page.getByRole('form', { name: 'Change your password' })
      await expect(form.getByLabel('Current password')).toBeFocused()
      // Leaving the empty field would show its message and move Cancel from under the pointer.
      await form.getByRole('button', { name: 'Cancel' }).click()
      await expect(form).toHaveCount(0)
      await expect(opener).toBeFocused()
    })

    test('change the password from its button: a wrong one is refused beside the field, the new one signs in', async ({
      page,
      browser,
      baseURL,
    }) => {
      const who = newPerson()
      await registerQuickly(page, baseURL, who)
      await openPage(page, '/account/settings')
      const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Password' }) })
      // The page shows the buttons; each form loads when it is about to be opened.
      await expect(page.getByRole('form')).toHaveCount(0)
      await card.getByRole('button', { name: 'Change password' }).click()
      const form = page.getByRole('form', { name: 'Change your password' })
      await expect(form.getByLabel('Current password')).toBeFocused()
      await expectNoAxeViolations(page, 'settings with the password form open')
      await form.getByLabel('Current password').fill('not my password at all')
      await form.getByLabel('New password').fill('a completely new phrase')
      await expect(form.getByText('Password strength: Strong', { exact: true })).toBeVisible()
      await form.getByRole('button', { name: 'Change password' }).click()
      await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(/not right/)
      await form.getByLabel('Current password').fill(who.password)
      await form.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByRole('status')).toHaveText(
        'Your password is changed, and your other sessions are signed out',
      )
      await expect(form).toHaveCount(0)
      await expect(card.getByRole('button', { name: 'Change password' })).toBeFocused()
      // This tab's session was replaced by a new one: its notifications still arrive live (the
      // stream opens again with the new session). A sign-in from a new device shows it.
      const phone = await browser.newContext({ storageState: SIGNED_OUT, userAgent: iphone })
      const phonePage = await phone.newPage()
      await phonePage.goto('login')
      await signIn(phonePage, who.email, 'a completely new phrase')
      await expect(phonePage).toHaveURL(/\/free\/dashboard\/default$/)
      await phone.close()
      // The welcome, the advice to secure the account, the changed password and the new sign-in,
      // without a click or a reload.
      await expect(page.getByRole('button', { name: 'Show notifications, 4 unread' })).toBeVisible()
      await expect(page).toHaveURL(/\/free\/account\/settings/)
      await page.context().clearCookies()
      await page.goto('login')
      await signIn(page, who.email, 'a completely new phrase')
      await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
    })
  })

  test('Download my data: a JSON file that parses, with my profile and no secrets', async ({
    page,
    baseURL,
  }) => {
    const who = newPerson()
    await registerQuickly(page, baseURL, who)
    await openPage(page, '/account/privacy')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^foyer-account-\d{4}-\d\d-\d\d\.json$/)
    const text = await readFile(await download.path(), 'utf8')
    const data = JSON.parse(text)
    expect(data.profile.email).toBe(who.email)
    expect(data.notifications.length).toBe(2)
    expect(text).not.toMatch(/"(password|token)"/i)
  })

  test.describe('deleting', () => {
    test.use({
      allowedConsoleErrors: [['status of 401', 'status of 400', 'status of 403'], { scope: 'test' }],
    })

    test('delete my account: signed out, and that account cannot sign in again', async ({
      page,
      baseURL,
    }) => {
      const who = newPerson()
      await registerQuickly(page, baseURL, who)
      await openPage(page, '/account/privacy')
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
      // Once seen under full load: a click that landed while the page was still settling opened nothing.
      await expect(async () => {
        if (!(await dialog.isVisible()))
          await page.getByRole('button', { name: 'Delete my account' }).click({ timeout: 2000 })
        await expect(dialog).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 15_000 })
      await dialog.getByRole('button', { name: 'Delete my account' }).click()
      // Not confirmed since signing up: Foyer asks first, and a code emailed to the address will do.
      const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' })
      await confirm.getByRole('button', { name: 'With a code by email' }).click()
      await confirm.getByRole('button', { name: 'Email me a code' }).click()
      await expect(confirm.getByRole('status')).toContainText('We emailed a code to')
      await expectNoAxeViolations(page, 'Confirm it’s you, with an emailed code')
      const code = confirm.getByLabel('Code from the email')
      await code.fill('000000')
      await confirm.getByRole('button', { name: 'Confirm' }).click()
      await expect(confirm.getByText('This code is not right, or it has expired.')).toBeVisible()
      await code.fill(await mailCodeFor(who.email))
      await confirm.getByRole('button', { name: 'Confirm' }).click()
      await expect(page).toHaveURL(/\/free\/login\?reason=deleted$/)
      await expect(page.getByText('Your account has been deleted.')).toBeVisible()
      await signIn(page, who.email, who.password)
      await expect(page.getByRole('alert')).toContainText('The email or password is not right.')
    })
  })
})

test.describe('the account pages’ own navigation', () => {
  test('at 1440 px a side list leads from each account page to every other, the current one marked', async ({
    page,
  }) => {
    await openPage(page, '/account/settings')
    const nav = page.getByRole('navigation', { name: 'Your account' })
    await expect(nav.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['Edit Profile', 'Sessions', 'Privacy Center', 'History', 'Notifications'])
      await expect(nav.getByRole('link', { name })).toBeVisible()
    await expectNoAxeViolations(page, 'account settings with its list')
    await nav.getByRole('link', { name: 'History' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('History')
    await expect(nav.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Notifications' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications')
    await nav.getByRole('link', { name: 'Sessions' }).click()
    await expect(page).toHaveURL(/\/account\/settings#sessions$/)
    await expect(nav.getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeInViewport()
    // Other pages keep the whole width.
    await openPage(page, '/dashboard/default')
    await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0)
  })

  test('at 390 px the avatar opens the profile popup in one tap, and the account pages are a row of links', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openPage(page, '/account/privacy')
    await page.getByRole('button', { name: 'Show profile menu' }).click()
    const popup = page.getByRole('dialog', { name: ADMIN.name })
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    const nav = page.getByRole('navigation', { name: 'Your account' })
    await expect(nav.getByRole('link', { name: 'Privacy Center' })).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page, 'account pages on a phone')
    await nav.getByRole('link', { name: 'Edit Profile' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  })
})
