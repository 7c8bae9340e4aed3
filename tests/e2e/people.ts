import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, OUTBOX_DIR } from './fixtures.ts'

// Fresh accounts for the journeys that change an account (the shared administrator stays as is).

export const PASSWORD = 'lantern river morning'

/** A phone's browser (Safari 18 on iOS): a sign-in with it is one from a new device. */
export const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

let counter = 0

export type NewPerson = { firstName: string; lastName: string; email: string; password: string }

export function newPerson(overrides: Partial<NewPerson> = {}): NewPerson {
  counter++
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  return {
    firstName: 'Grace',
    lastName: `Hopper${counter}`,
    email: `grace.${id}@example.org`,
    password: PASSWORD,
    ...overrides,
  }
}

/** Registers through the Register screen and lands on the dashboard. */
export async function register(page: Page, who: NewPerson) {
  await page.goto('register')
  await submitRegistration(page, who)
}

/** Fills in the Register screen shown and sends it: the new person lands on the dashboard. */
export async function submitRegistration(page: Page, who: NewPerson) {
  await page.getByLabel('First name').fill(who.firstName)
  await page.getByLabel('Last name').fill(who.lastName)
  await page.getByLabel('Email address').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
}

/** Registers through the API: the page's browser context holds the new session's cookie. */
export async function registerQuickly(page: Page, baseURL: string | undefined, who: NewPerson) {
  const origin = new URL(baseURL ?? '').origin
  const response = await page.request.post('api/auth/sign-up/email', { headers: { origin }, data: who })
  expect(response.status(), await response.text()).toBe(200)
}

export async function signIn(page: Page, email: string, password: string, { keep = false } = {}) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  if (keep) await page.getByRole('checkbox', { name: 'Keep me signed in' }).check()
  await page.getByRole('button', { name: 'Login' }).click()
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Show profile menu' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/free\/login$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login')
}

/** The code of the newest "Confirm it's you" mail to an address, once it is written. */
export async function mailCodeFor(email: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const files = (await readdir(OUTBOX_DIR).catch(() => [])).sort().reverse()
      for (const file of files) {
        const mail = JSON.parse(await readFile(join(OUTBOX_DIR, file), 'utf8')) as {
          to: string
          subject: string
        }
        const found = /^(\d{6}) is your Foyer confirmation code$/.exec(mail.subject)
        if (mail.to === email && found) {
          code = found[1] ?? ''
          return code
        }
      }
      return ''
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** The link of the newest mail sent to an address (the test server writes mails to its outbox). */
export async function mailLinkFor(email: string): Promise<string | null> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [])).sort()
  for (const file of files.reverse()) {
    const mail = JSON.parse(await readFile(join(OUTBOX_DIR, file), 'utf8')) as { to: string; link?: string }
    if (mail.to === email && mail.link) return mail.link
  }
  return null
}
