import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import {
  ADMIN,
  ADMIN_STATE,
  confirmItsYou,
  expect,
  expectNoAxeViolations,
  OUTBOX_DIR,
  SIGNED_OUT,
  test,
} from './fixtures.ts'
import { newPerson, registerQuickly, signIn, signOut } from './people.ts'

// Two-factor sign-in in the browser: set up with an authenticator app (the test's own, otpauth,
// computing codes from the key the page shows), signing in with a code and a recovery code, a
// trusted browser, new recovery codes, turning it off; an instance that requires it; an
// administrator's reset. A code is accepted once: each sign-in uses the next period's code, which
// Foyer accepts one period early.

/** The authenticator app, from the key shown beside the QR code. */
function appFor(key: string): TOTP {
  return new TOTP({ issuer: 'Foyer', secret: Secret.fromBase32(key.replace(/\s/g, '')) })
}

/** A code of the app `periods` periods from now. */
const codeOf = (app: TOTP, periods = 0) => app.generate({ timestamp: Date.now() + periods * 30_000 })

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) on this page's browser:
 * it stands for the device and answers every prompt as if the person had touched it.
 */
async function virtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('WebAuthn.enable')
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { devtools, authenticatorId }
}

/** The subjects of the mails sent to an address, oldest first. */
async function mailSubjects(email: string): Promise<string[]> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [])).sort()
  const subjects: string[] = []
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(OUTBOX_DIR, file), 'utf8')) as { to: string; subject: string }
    if (mail.to === email) subjects.push(mail.subject)
  }
  return subjects
}

/** Runs the set-up's steps shown on the page: password, the app's first code, recovery codes saved. */
async function setUpTwoFactor(page: Page, password: string) {
  await page.getByLabel('Your password', { exact: true }).fill('not my password')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Your password is not right.')).toBeVisible()
  await page.getByLabel('Your password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
  const key = (await page.getByTestId('two-factor-key').textContent()) ?? ''
  const app = appFor(key)
  await page.getByLabel('Code from the app').fill('000000')
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByText(/This code is not right/)).toBeVisible()
  await page.getByLabel('Code from the app').fill(codeOf(app))
  await page.getByRole('button', { name: 'Turn on' }).click()
  const list = page.getByRole('list', { name: 'Recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim())
  return { app, codes }
}

test.describe('two-factor sign-in', () => {
  test.use({ storageState: SIGNED_OUT })
  // Wrong passwords and codes, on purpose: the browser logs their 400s.
  test.use({ allowedConsoleErrors: [['status of 400'], { scope: 'test' }] })
  test.describe.configure({ timeout: 120_000 })

  test('set up, signed in with a code and a recovery code, a trusted browser, new codes, turned off', async ({
    page,
    baseURL,
  }) => {
    const who = newPerson()
    await registerQuickly(page, baseURL, who)
    await page.goto('account/settings')
    const card = page.locator('#two-factor')
    await expect(card.getByText('Off', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'Account Settings with two-factor off')
    await card.getByRole('button', { name: 'Turn on' }).click()
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' })
    await expect(dialog).toBeVisible()
    const { app, codes } = await setUpTwoFactor(page, who.password)
    await expectNoAxeViolations(page, 'the recovery codes')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    const file = await (await download).path()
    const text = await readFile(file, 'utf8')
    for (const code of codes) expect(text).toContain(code)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByText('On', { exact: true })).toBeVisible()
    await expect.poll(() => mailSubjects(who.email)).toContain('Foyer: two-factor sign-in is on')

    // Signing in asks for a code after the password; the keyboard does it all.
    await signOut(page)
    await signIn(page, who.email, who.password)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor sign-in')
    await expect(page).toHaveTitle('Two-factor sign-in · Foyer')
    const codeField = page.getByLabel('Code from your authenticator app')
    await expect(codeField).toBeFocused()
    await expectNoAxeViolations(page, 'the code screen')
    await page.keyboard.type('123456')
    await page.keyboard.press('Enter')
    await expect(page.getByText(/This code is not right/)).toBeVisible()
    await expect(codeField).toHaveAttribute('aria-invalid', 'true')
    await codeField.fill('')
    await codeField.focus()
    await page.keyboard.type(codeOf(app, 1))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)

    // A recovery code instead, trusting this browser.
    await signOut(page)
    await signIn(page, who.email, who.password)
    await expect(page.getByLabel('Code from your authenticator app')).toBeFocused()
    await page.getByRole('button', { name: 'Use a recovery code instead' }).focus()
    await page.keyboard.press('Enter')
    const recovery = page.getByLabel('Recovery code')
    await expect(recovery).toBeFocused()
    await page.keyboard.type(codes[0] ?? '')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: 'Trust this browser for 30 days' })).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
    await expect
      .poll(() => mailSubjects(who.email))
      .toEqual(
        expect.arrayContaining([
          'Foyer: a recovery code was used to sign in',
          'Foyer: a browser will skip the code for 30 days',
        ]),
      )

    // The trusted browser signs in with the password alone.
    await signOut(page)
    await signIn(page, who.email, who.password)
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)

    // New recovery codes: the used one is gone with the rest.
    await page.goto('account/settings')
    await card.getByRole('button', { name: 'New recovery codes' }).click()
    const codesDialog = page.getByRole('dialog', { name: 'New recovery codes' })
    await codesDialog.getByLabel('Your password', { exact: true }).fill(who.password)
    await codesDialog.getByRole('button', { name: 'Make new codes' }).click()
    await expect(codesDialog.getByRole('listitem')).toHaveCount(10)
    const fresh = (await codesDialog.getByRole('listitem').allTextContents()).map((code) => code.trim())
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(codes[1])
    await codesDialog.getByRole('button', { name: 'Done' }).click()

    // Turned off with the password and a recovery code.
    await card.getByRole('button', { name: 'Turn off' }).click()
    const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' })
    await off.getByLabel('Your password', { exact: true }).fill(who.password)
    await off.getByLabel('Code from the app, or a recovery code').fill(codes[1] ?? '')
    await off.getByRole('button', { name: 'Turn off' }).click()
    await expect(off.getByText(/recovery code is not right/)).toBeVisible()
    await off.getByLabel('Code from the app, or a recovery code').fill(fresh[0] ?? '')
    await expectNoAxeViolations(page, 'turning two-factor off')
    await off.getByRole('button', { name: 'Turn off' }).click()
    await expect(off).toBeHidden()
    await expect(card.getByText('Off', { exact: true })).toBeVisible()
    await signOut(page)
    await signIn(page, who.email, who.password)
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  })
})

test.describe('an instance that requires two-factor', () => {
  test.use({ storageState: ADMIN_STATE })
  test.describe.configure({ timeout: 120_000 })

  test('an administrator without it sets it up first; another resets it', async ({
    page,
    baseURL,
    browser,
  }) => {
    // A second administrator makes the rule (the shared one stays without two-factor).
    const context = await browser.newContext({ storageState: SIGNED_OUT })
    const other = await context.newPage()
    const who = newPerson({ firstName: 'Rule' })
    await registerQuickly(other, baseURL, who)
    const origin = new URL(baseURL ?? '').origin
    const people = await page.request.get(`api/admin/users?q=${encodeURIComponent(who.email)}`)
    const id = (await people.json()).items[0].id as string
    await confirmItsYou(page, baseURL, ADMIN.password)
    // The new administrator's rule is a change to security: they confirmed it's them lately.
    await confirmItsYou(other, baseURL, who.password)
    const promoted = await page.request.patch(`api/admin/users/${id}/role`, {
      headers: { origin },
      data: { role: 'admin' },
    })
    expect(promoted.status()).toBe(200)
    try {
      await other.goto('admin/security')
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Security')
      await expectNoAxeViolations(other, 'the Security page')
      await other.getByLabel('Who must use two-factor sign-in').selectOption('administrators')
      await expect(
        other.getByText('An administrator without it sets it up before anything else.'),
      ).toBeVisible()
      await expect(other.getByText(/without it will be asked to set it up/)).toBeVisible()
      await other.getByRole('button', { name: 'Save' }).click()

      // Their next step in Foyer is the set-up, and nothing else.
      await other.goto('admin/users')
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Set up two-factor sign-in')
      await expect(other.getByRole('navigation', { name: /menu/i })).toHaveCount(0)
      await expectNoAxeViolations(other, 'the set-up an instance requires')
      const refused = await other.request.get('api/admin/users')
      expect(refused.status()).toBe(403)
      await setUpTwoFactor(other, who.password)
      await other.getByRole('button', { name: 'Done' }).click()
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('People')
    } finally {
      // The rule back as it was, for the shared administrator and the other tests.
      const reset = await other.request.put('api/admin/security', {
        headers: { origin },
        data: { twoFactorPolicy: 'nobody' },
      })
      expect(reset.status()).toBe(200)
    }

    // The shared administrator resets the new one's second factor from the person's page.
    await page.goto(`admin/users/${id}`)
    await page.getByRole('button', { name: 'Reset two-factor sign-in' }).click()
    const dialog = page.getByRole('dialog', { name: /Reset .*two-factor sign-in\?/ })
    await expectNoAxeViolations(page, 'the reset dialog')
    await dialog.getByRole('button', { name: 'Reset two-factor' }).click()
    await expect(page.getByText(/signs in with their password only/)).toBeVisible()
    await expect
      .poll(() => mailSubjects(who.email))
      .toContain('Foyer: an administrator reset your two-factor sign-in')
    await context.close()
  })
})

test.describe('passkeys', () => {
  test.use({ storageState: SIGNED_OUT })
  // A change asks "Confirm it's you" with a 403 first (the last test).
  test.use({ allowedConsoleErrors: [['status of 400', 'status of 401', 'status of 403'], { scope: 'test' }] })
  test.describe.configure({ timeout: 120_000 })

  test('a passkey is added, signs in without a password or a code, and is removed', async ({
    page,
    baseURL,
  }) => {
    const who = newPerson()
    await registerQuickly(page, baseURL, who)
    // Two-factor on as well: a passkey counts as both factors.
    const origin = new URL(baseURL ?? '').origin
    const enabled = await page.request.post('api/auth/two-factor/enable', {
      headers: { origin },
      data: { password: who.password },
    })
    const app = new TOTP({ ...URIparams((await enabled.json()).totpURI) })
    const confirmed = await page.request.post('api/auth/two-factor/verify-totp', {
      headers: { origin },
      data: { code: codeOf(app) },
    })
    expect(confirmed.status()).toBe(200)

    const { devtools, authenticatorId } = await virtualAuthenticator(page)

    await page.goto('account/settings')
    const card = page.locator('#passkeys')
    await expect(card.getByText('You have no passkey yet.')).toBeVisible()
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' })
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(dialog.getByText('Name this passkey, like "Work laptop"')).toBeVisible()
    await dialog.getByLabel('Name').fill('Test laptop')
    await expectNoAxeViolations(page, 'adding a passkey')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    // No "Confirm it's you" here: turning two-factor on just now gave this browser a new session.
    await expect(dialog).toBeHidden()
    const list = card.getByRole('list', { name: 'Your passkeys' })
    await expect(list.getByText('Test laptop')).toBeVisible()
    await expect(list.getByText(/not used yet/)).toBeVisible()
    const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]?.rpId).toBe(new URL(origin).hostname)
    await expect.poll(() => mailSubjects(who.email)).toContain('Foyer: a passkey was added to your account')
    await expectNoAxeViolations(page, 'Account Settings with a passkey')

    // Signed out, Login offers the passkey among the email field's suggestions (conditional UI); the
    // virtual authenticator picks it at once, as a person choosing it would: signed in without the
    // password, and without the code two-factor asks for.
    await page.getByRole('button', { name: 'Show profile menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).first().click()
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
    await page.goto('account/settings')
    await expect(list.getByText(/last used/)).toBeVisible()

    // In a browser without that offer, the button asks for the passkey.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false
    })
    await signOut(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
    await page.goto('account/settings')

    // Removed, it signs in no more (the device still offers it).
    await list.getByRole('button', { name: 'Remove the passkey Test laptop' }).click()
    const remove = page.getByRole('dialog', { name: 'Remove the passkey "Test laptop"?' })
    await expectNoAxeViolations(page, 'removing a passkey')
    await remove.getByRole('button', { name: 'Remove' }).click()
    await expect(card.getByText('You have no passkey yet.')).toBeVisible()
    await expect
      .poll(() => mailSubjects(who.email))
      .toContain('Foyer: a passkey was removed from your account')
    await signOut(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page.getByText(/Foyer does not know this passkey/)).toBeVisible()
    await expect(page).toHaveURL(/\/free\/login$/)
  })
  test('"Confirm it’s you" with a passkey, in a session that never confirmed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const who = newPerson()
    await registerQuickly(page, baseURL, who)
    // The passkey is made from another browser, signed in with the password (a sign-in confirms).
    const context = await browser.newContext({ storageState: SIGNED_OUT })
    const other = await context.newPage()
    const made = await virtualAuthenticator(other)
    await other.goto('login')
    await signIn(other, who.email, who.password)
    await expect(other).toHaveURL(/\/free\/dashboard\/default$/)
    await other.goto('account/settings')
    await other.locator('#passkeys').getByRole('button', { name: 'Add a passkey' }).click()
    const add = other.getByRole('dialog', { name: 'Add a passkey' })
    await add.getByRole('button', { name: 'Continue' }).click()
    await add.getByLabel('Name').fill('Phone')
    await add.getByRole('button', { name: 'Continue' }).click()
    await expect(add).toBeHidden()
    const { credentials } = await made.devtools.send('WebAuthn.getCredentials', {
      authenticatorId: made.authenticatorId,
    })
    await context.close()
    // The same passkey on this browser's device, as a synced passkey would be.
    const here = await virtualAuthenticator(page)
    for (const credential of credentials)
      await here.devtools.send('WebAuthn.addCredential', {
        authenticatorId: here.authenticatorId,
        credential,
      })

    // This browser's session is the sign-up's, never confirmed: a new API key asks first.
    await page.goto('account/settings')
    await page.getByRole('button', { name: 'Create a key' }).click()
    const form = page.getByRole('dialog', { name: 'Create an API key' })
    await form.getByLabel('Name').fill('Bell script')
    await form.getByRole('checkbox', { name: 'read:notifications' }).check()
    await form.getByRole('button', { name: 'Create key' }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' })
    await confirm.getByRole('button', { name: 'With a passkey' }).click()
    await expect(confirm.getByText('Your browser will ask for one of your passkeys.')).toBeVisible()
    await expectNoAxeViolations(page, 'Confirm it’s you, with a passkey')
    await confirm.getByRole('button', { name: 'Use a passkey' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('dialog', { name: 'Your new API key' })).toBeVisible()
  })
})

/** The TOTP parameters of an otpauth:// address. */
function URIparams(totpURI: string) {
  const url = new URL(totpURI)
  return { issuer: 'Foyer', secret: Secret.fromBase32(url.searchParams.get('secret') ?? '') }
}
