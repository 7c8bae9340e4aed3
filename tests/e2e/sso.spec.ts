import type { Page } from '@playwright/test'
import { e2eOidcIssuer } from '../../playwright.config.ts'
import { expect, expectNoAxeViolations, openPage, SIGNED_OUT, test } from './fixtures.ts'
import { newPerson, registerQuickly, signIn, signOut } from './people.ts'

// Single sign-on in the browser, through a real OpenID Connect provider (oidc-provider, started by
// playwright.config.ts beside the server; the instance calls it "Test SSO" and creates accounts
// through it for addresses at example.org only). Its one page asks who signs in, and whether the
// address is verified, and offers Allow and Deny.

/** Answers the provider's page. */
async function atProvider(
  page: Page,
  who: { email: string; name: string; verified?: boolean },
  decision = 'Allow',
) {
  await expect(page).toHaveTitle('Test identity provider')
  await page.getByLabel('Email', { exact: true }).fill(who.email)
  await page.getByLabel('Name', { exact: true }).fill(who.name)
  if (who.verified === false) await page.getByLabel('Email verified').uncheck()
  await page.getByRole('button', { name: decision }).click()
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test.describe('single sign-on', () => {
  test.use({ storageState: SIGNED_OUT, otherOrigins: [e2eOidcIssuer] })
  // Unlinking the only way in is refused on purpose, and so is a change before "Confirm it's you":
  // the browser logs the 409 and the 403.
  test.use({ allowedConsoleErrors: [['status of 409', 'status of 403'], { scope: 'test' }] })
  test.describe.configure({ timeout: 120_000 })

  test('a new person signs up through the provider; their only way in cannot be unlinked', async ({
    page,
  }) => {
    await page.goto('login')
    const button = page.getByRole('button', { name: 'Sign in with Test SSO' })
    await expect(button).toBeVisible()
    await expectNoAxeViolations(page, 'on Login with a provider')
    await button.click()
    const email = `grace.${unique()}@example.org`
    await atProvider(page, { email, name: 'Grace Hopper' })
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
    const me = (await (await page.request.get('api/me')).json()) as { email: string; name: string }
    expect(me).toMatchObject({ email, name: 'Grace Hopper' })

    await openPage(page, 'account/settings')
    const providers = page.getByRole('list', { name: 'Sign-in providers' })
    await expect(providers.getByText('Test SSO')).toBeVisible()
    await expect(providers.getByText(/^Linked /)).toBeVisible()
    await expectNoAxeViolations(page, 'on Account Settings with a provider')
    await page.getByRole('button', { name: 'Unlink Test SSO' }).click()
    const dialog = page.getByRole('dialog', { name: 'Unlink Test SSO?' })
    await dialog.getByRole('button', { name: 'Unlink' }).click()
    await expect(
      dialog.getByText('This is your only way to sign in. Link another provider first.'),
    ).toBeVisible()
  })

  test('a person with a password links the provider, confirms it’s them there, and unlinks it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = newPerson({ email: `linus.${unique()}@example.org` })
    // This page keeps the sign-up's session, which has proved nothing yet.
    await registerQuickly(page, baseURL, person)

    // In another browser, a sign-in with the password links the provider, then signs in with it.
    const elsewhere = await browser.newContext({ baseURL })
    const there = await elsewhere.newPage()
    await there.goto('login')
    await signIn(there, person.email, person.password)
    await expect(there).toHaveURL(/\/free\/dashboard\/default$/)
    await openPage(there, 'account/settings')
    await expect(there.getByRole('list', { name: 'Sign-in providers' }).getByText('Not linked')).toBeVisible()
    await there.getByRole('button', { name: 'Link Test SSO' }).click()
    // The provider's account may have another address: linking while signed in says whose it is.
    const work = { email: `linus.work.${unique()}@example.net`, name: 'Linus at Work' }
    await atProvider(there, work)
    await expect(there).toHaveURL(/\/free\/account\/settings\?linked=oidc$/)
    await expect(there.getByText('Test SSO is linked: you can sign in with it.')).toBeVisible()
    await expectNoAxeViolations(there, 'after linking')
    await signOut(there)
    // The provider remembers who signed in there: it sends the browser straight back.
    await there.getByRole('button', { name: 'Sign in with Test SSO' }).click()
    await expect(there).toHaveURL(/\/free\/dashboard\/default$/)
    const me = (await (await there.request.get('api/me')).json()) as { email: string }
    expect(me.email).toBe(person.email)
    // This browser now has the provider's session as well: asked to confirm, the provider still asks.
    await page.context().addCookies(await elsewhere.cookies(e2eOidcIssuer))
    await elsewhere.close()

    await openPage(page, 'account/settings')
    const unlink = async () => {
      await page.getByRole('button', { name: 'Unlink Test SSO' }).click()
      await page
        .getByRole('dialog', { name: 'Unlink Test SSO?' })
        .getByRole('button', { name: 'Unlink' })
        .click()
    }
    await unlink()
    const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' })
    await confirm.getByRole('button', { name: 'With Test SSO' }).click()
    await expect(confirm).toContainText('You will sign in at Test SSO again and come back to this page.')
    await expectNoAxeViolations(page, 'confirming with a provider')
    await confirm.getByRole('button', { name: 'Continue with Test SSO' }).click()
    await atProvider(page, work)
    await expect(page).toHaveURL(/\/free\/account\/settings$/)
    await expect(
      page.getByText('You confirmed it’s you with Test SSO. Make your change again.'),
    ).toBeVisible()
    await unlink()
    await expect(page.getByText('Test SSO no longer signs in to your account.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Sign-in providers' }).getByText('Not linked')).toBeVisible()
    // The password still signs in.
    await signOut(page)
    await signIn(page, person.email, person.password)
    await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  })

  test('refused: another domain, consent denied, an unverified address of an account, a forged answer', async ({
    page,
    baseURL,
  }) => {
    // An address outside SIGN_UP_DOMAINS.
    await page.goto('login')
    await page.getByRole('button', { name: 'Sign in with Test SSO' }).click()
    await atProvider(page, { email: `eve.${unique()}@elsewhere.test`, name: 'Eve Outsider' })
    await expect(page).toHaveURL(/\/free\/login\?/)
    await expect(page.getByRole('alert')).toHaveText(
      'Accounts cannot be created here with this email address’s domain. Ask an administrator for an invitation.',
    )
    await expectNoAxeViolations(page, 'on Login after a refusal')

    // Consent denied at the provider (a new browser session there, so that its page shows).
    await page.context().clearCookies()
    await page.goto('login')
    await page.getByRole('button', { name: 'Sign in with Test SSO' }).click()
    await expect(page).toHaveTitle('Test identity provider')
    await page.getByRole('button', { name: 'Deny' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in was cancelled at the provider. Try again, or sign in another way.',
    )
    expect((await page.request.get('api/me?optional=1')).status()).toBe(204)

    // The address of an existing account, which the provider does not vouch for.
    const person = newPerson({ email: `ursula.${unique()}@example.org` })
    await registerQuickly(page, baseURL, person)
    await page.context().clearCookies()
    await page.goto('login')
    await page.getByRole('button', { name: 'Sign in with Test SSO' }).click()
    await atProvider(page, { email: person.email, name: 'Someone Else', verified: false })
    await expect(page.getByRole('alert')).toContainText(
      'An account already uses this email address, and the provider has not verified that it is yours.',
    )
    expect((await page.request.get('api/me?optional=1')).status()).toBe(204)

    // An answer the sign-in did not ask for (a forged state).
    await page.goto('api/auth/callback/oidc?code=made-up&state=forged')
    await expect(page).toHaveURL(/\/free\/login\?error=state_/)
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in could not be checked: it was started in another browser or tab, or took too long. Try again.',
    )
    expect((await page.request.get('api/me?optional=1')).status()).toBe(204)
  })
})
