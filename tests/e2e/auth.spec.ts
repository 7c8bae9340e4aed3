import { expect, expectNoAxeViolations, holdRequests, SIGNED_OUT, test } from './fixtures.ts'
import { mailLinkFor, newPerson, register, signIn, signOut } from './people.ts'

// The sign-in journeys, each on its own account (the shared administrator stays signed in).
test.use({ storageState: SIGNED_OUT })

test('register, land on the dashboard with my name in the top bar', async ({ page }) => {
  const who = newPerson()
  await register(page, who)
  await expect(page.getByTestId('profile-name')).toHaveText(`${who.firstName} ${who.lastName}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
})

test('after signing out, a guarded page sends me to Login with next, and signing in brings me back', async ({
  page,
}) => {
  const who = newPerson()
  await register(page, who)
  await signOut(page)
  await page.goto('color?x=1')
  await expect(page).toHaveURL(/\/free\/login\?next=%2Fcolor%3Fx%3D1$/)
  await signIn(page, who.email, who.password)
  await expect(page).toHaveURL(/\/free\/color\?x=1$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Color')
})

test('Login shows from the HTML before its script has run, and what is typed meanwhile is sent', async ({
  page,
}) => {
  const who = newPerson()
  await register(page, who)
  await signOut(page)
  // Hold the sign-in pages' entry script back: the prerendered page must show and take typing.
  const release = await holdRequests(page, /\/assets\/auth-[\w-]+\.js$/)
  // Not waiting for "load" (nor DOMContentLoaded): both wait for the held script.
  await page.goto('login?next=%2Fcolor', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  await expect(page).toHaveTitle('Login · Foyer')
  // Not sendable yet: the browser would send the form itself, with the password in the address.
  const submit = page.getByRole('button', { name: 'Login' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Email address').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/free\/login\?next=%2Fcolor$/)
  release()
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL(/\/free\/color$/)
})

test('a sign-in page asked for with a query paints from the HTML as that query says, then hydrates', async ({
  page,
}) => {
  // The server renders these for the request (the build cannot: the query decides what they show).
  // Held scripts: what shows comes from the HTML alone. The fixtures fail on a hydration error.
  const release = await holdRequests(page, /\/assets\/auth-[\w-]+\.js$/)
  await page.goto('reset-password?token=an-unused-token', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expect(page).toHaveTitle('Reset password · Foyer')
  await page.goto('reset-password?error=INVALID_TOKEN', { waitUntil: 'commit' })
  await expect(page.getByRole('status')).toContainText('This reset link has expired or is not valid.')
  await page.goto("verify-email?email=o'brien%2Bnew%40example.com", { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
  await expect(page.locator('strong')).toHaveText("o'brien+new@example.com")
  await page.goto('login?reason=expired', { waitUntil: 'commit' })
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Sign in again to continue.')
  release()
  await page.goto('verify-email?email=grace%40example.com')
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeEnabled()
  await expect(page.getByText('grace@example.com')).toBeVisible()
  await page.goto('reset-password?token=an-unused-token')
  await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled()
})

test('a mistake shows beside its field in the error colour: its label, its box and its message', async ({
  page,
}) => {
  await page.goto('login')
  const email = page.getByLabel('Email address')
  await email.fill('not-an-email')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  const colours = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'))
    probe.style.color = 'var(--error-main)'
    const error = getComputedStyle(probe).color
    const field = document.querySelector('.auth-field[data-invalid]')
    const colour = (selector: string, property: 'color' | 'borderTopColor') =>
      field?.querySelector(selector)
        ? getComputedStyle(field.querySelector(selector) as Element)[property]
        : null
    return {
      error,
      label: colour('.auth-field-label', 'color'),
      box: colour('.auth-field-box', 'borderTopColor'),
      message: colour('.auth-field-helper', 'color'),
    }
  })
  expect(colours.error).not.toBe('')
  expect(colours).toEqual({
    error: colours.error,
    label: colours.error,
    box: colours.error,
    message: colours.error,
  })
})

test('the field being typed in names itself in the primary colour, as the app’s fields do', async ({
  page,
}) => {
  await page.goto('login')
  const labelColour = (name: string) =>
    page.evaluate((name) => {
      const probe = document.body.appendChild(document.createElement('span'))
      probe.style.color = 'var(--primary-main)'
      const primary = getComputedStyle(probe).color
      probe.remove()
      const label = [...document.querySelectorAll('.auth-field-label')].find((l) => l.textContent === name)
      return { primary, label: label ? getComputedStyle(label).color : null }
    }, name)
  await page.getByLabel('Email address').focus()
  const focused = await labelColour('Email address')
  expect(focused.label).toBe(focused.primary)
  await page.getByLabel('Password', { exact: true }).focus()
  const left = await labelColour('Email address')
  expect(left.label).not.toBe(left.primary)
  expect(left.label).not.toBeNull()
})

test('an unsafe next falls back to the dashboard', async ({ page }) => {
  const who = newPerson()
  await register(page, who)
  await signOut(page)
  await page.goto('login?next=%2F%2Fevil.example%2F')
  await signIn(page, who.email, who.password)
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
})

test.describe('with wrong passwords', () => {
  test.use({ allowedConsoleErrors: [['status of 401', 'status of 429'], { scope: 'test' }] })

  test('a wrong password says so beside the form, and repeated failures say how long to wait', async ({
    page,
  }) => {
    const who = newPerson()
    await register(page, who)
    await signOut(page)
    await signIn(page, who.email, 'not the password at all')
    await expect(page.getByRole('alert')).toContainText('The email or password is not right.')
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
    }
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('alert')).toContainText(/Try again in/)
    await expect(page.getByRole('alert').getByRole('link', { name: /reset/i })).toBeVisible()
  })
})

test('forgot password: the emailed link resets it, and the new password signs in', async ({ page }) => {
  const who = newPerson()
  await register(page, who)
  await signOut(page)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  // Login has an "Email address" field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password')
  await page.getByLabel('Email address').fill(who.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email')
  const link = await expect
    .poll(() => mailLinkFor(who.email), { timeout: 5000 })
    .not.toBeNull()
    .then(() => mailLinkFor(who.email))
  await page.goto(link ?? '')
  await expect(page).toHaveURL(/\/free\/reset-password\?token=/)
  await page.getByLabel('New password').fill('a completely new phrase')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/free\/login\?reset=1$/)
  await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible()
  await signIn(page, who.email, 'a completely new phrase')
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
})

test('"Keep me signed in" off gives a cookie that ends with the browser; on, one that lasts 30 days', async ({
  page,
  context,
}) => {
  const who = newPerson()
  await register(page, who)
  await signOut(page)
  await signIn(page, who.email, who.password)
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  const brief = (await context.cookies()).find((c) => c.name === 'foyer.session_token')
  expect(brief?.expires).toBe(-1)
  expect(brief?.httpOnly).toBe(true)
  expect(brief?.sameSite).toBe('Lax')
  await signOut(page)
  await signIn(page, who.email, who.password, { keep: true })
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  const kept = (await context.cookies()).find((c) => c.name === 'foyer.session_token')
  const days = ((kept?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(29.9)
  expect(days).toBeLessThan(30.1)
})

test('a session that ends elsewhere sends the page to Login with a message', async ({ page, browser }) => {
  // The app checks the session every minute; the fake clock lets the test skip the wait.
  await page.clock.install()
  const who = newPerson()
  await register(page, who)
  // The same session, signed out from another browser window.
  const other = await browser.newContext({ storageState: await page.context().storageState() })
  const otherPage = await other.newPage()
  await otherPage.goto('dashboard/default')
  await otherPage.getByRole('button', { name: 'Show profile menu' }).click()
  await otherPage.getByRole('dialog').getByRole('button', { name: 'Logout' }).first().click()
  await expect(otherPage).toHaveURL(/\/free\/login$/)
  await other.close()
  // A minute later the first window checks its session and notices.
  await page.clock.fastForward(61_000)
  await expect(page).toHaveURL(/\/free\/login\?next=/)
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible()
})

test('signed-in people who open Login or Register go where next says, or are told who is signed in', async ({
  page,
}) => {
  const who = newPerson()
  await register(page, who)
  await page.goto('login?next=%2Fcolor')
  await expect(page).toHaveURL(/\/free\/color$/)
  await page.goto('register?next=')
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  for (const path of ['login', 'register']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible()
    await expect(page.getByText(`You are signed in as ${who.firstName} ${who.lastName}`)).toBeVisible()
  }
})

test('a password typed on Register before its script ran is rated once it runs', async ({ page }) => {
  // The page is prerendered: hold its script back until the form has been filled in.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/free\/assets\/auth-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('register', { waitUntil: 'domcontentloaded' })
  const button = page.getByRole('button', { name: 'Create account' })
  await expect(button).toBeDisabled()
  await page.getByLabel('Password', { exact: true }).fill('tr0ub4dor&3')
  await expect(page.getByText(/Weak|Fair|Good|Strong/)).toHaveCount(0)
  release()
  await expect(button).toBeEnabled()
  await expect(page.getByText(/Weak|Fair|Good|Strong/).first()).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('tr0ub4dor&3')
})

test('the Register screen has no violation while the strength meter shows', async ({ page }) => {
  await page.goto('register')
  // The page is drawn before its script runs; the meter answers typing once it has (the button
  // is disabled until then).
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled()
  await page.getByLabel('Password', { exact: true }).fill('tr0ub4dor&3')
  await expect(page.getByText(/Weak|Fair|Good|Strong/).first()).toBeVisible()
  await expectNoAxeViolations(page, 'register with meter')
})

test('Login opened signed in offers to sign out to use another account, then shows its form', async ({
  page,
}) => {
  const who = newPerson()
  await register(page, who)
  await page.goto('login')
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out to use another account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  await expect(page).toHaveURL(/\/free\/login$/)
  // Nobody is signed in any more.
  expect((await page.request.get('api/me?optional=1')).status()).toBe(204)
})
