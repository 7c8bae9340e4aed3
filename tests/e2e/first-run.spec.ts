import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, expectNoAxeViolations, SIGNED_OUT, test } from './fixtures.ts'
import { newPerson, signIn, submitRegistration } from './people.ts'

// A new instance, with no account yet: a server of its own (the shared one has its administrator),
// on its own empty embedded database, set up as an operator shipping their product would: without
// the template's sample pages (SAMPLE_PAGES=false).

const port = Number(process.env.E2E_FIRST_RUN_PORT ?? 3198)
const origin = `http://localhost:${port}`
let server: ChildProcess | undefined
let dataDir = ''
/** Who creates the instance's first account, in the first test. */
const administrator = newPerson()

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: `${origin}/free/`, storageState: SIGNED_OUT })

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-first-run-'))
  // Its own empty embedded database, whatever database the shell names.
  const { DATABASE_URL: _shared, ...env } = process.env
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SAMPLE_PAGES: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const started = Date.now()
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the first-run server exited with ${server.exitCode}`)
    const ready = await fetch(`${origin}/free/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() - started > 60_000) throw new Error('the first-run server did not start in 60 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await rm(dataDir, { recursive: true, force: true })
})

test('a new instance asks for its administrator account first, then opens as that administrator', async ({
  page,
}) => {
  await page.goto('')
  await expect(page).toHaveURL(/\/free\/register\?set-up=1$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create the administrator account')
  await expect(page.getByText('This instance has no account yet.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Already have an account?' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'first run')
  await submitRegistration(page, administrator)
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('heading', { name: 'Administration' }),
  ).toBeVisible()
})

test('without the sample pages, the menu and the search leave them out and their addresses are not found', async ({
  page,
}) => {
  await page.goto('login')
  await signIn(page, administrator.email, administrator.password)
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  for (const name of ['Login', 'Register', 'Typography', 'Color', 'Shadow', 'Sample Page'])
    await expect(nav.getByRole('link', { name })).toHaveCount(0)
  await expect(nav.getByRole('heading', { name: 'Utilities' })).toHaveCount(0)
  // A click made before the page's script runs is made again once it does (a key press is not).
  await page.getByRole('button', { name: /^Search/ }).click()
  const palette = page.getByRole('dialog', { name: 'Search' })
  await palette.getByRole('combobox', { name: 'Search' }).fill('typo')
  await expect(palette.getByText('Nothing matches “typo”.')).toBeVisible()
  await page.keyboard.press('Escape')
  const response = await page.goto('typography')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

test('the new administrator’s dashboard lists the first steps, checks them from what is done, and hides', async ({
  page,
}) => {
  await page.goto('login')
  await signIn(page, administrator.email, administrator.password)
  await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
  const checklist = page.getByRole('region', { name: 'Getting started' })
  await expect(checklist).toContainText('0 of 3 done')
  await expect(checklist.getByRole('listitem')).toHaveText([
    /^Invite your team \(to do\)/,
    /^Complete your profile \(to do\)/,
    /^Set the help links \(to do\)/,
  ])
  await expectNoAxeViolations(page, 'getting started')
  await checklist.getByRole('link', { name: 'Invite people' }).click()
  const invite = page.getByRole('dialog', { name: /Invite/ })
  await expect(invite).toBeVisible()
  await invite.getByLabel('Email address').fill('first.colleague@example.org')
  await invite.getByRole('button', { name: /^Send/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'first.colleague@example.org' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click()
  await expect(checklist).toContainText('1 of 3 done')
  await expect(checklist.getByRole('listitem').first()).toHaveText(/^Invite your team \(done\)/)
  // Hidden for good (on the server), with Undo in its toast.
  await checklist.getByRole('button', { name: 'Hide' }).click()
  await expect(checklist).toHaveCount(0)
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click()
  await expect(checklist).toContainText('1 of 3 done')
  await checklist.getByRole('button', { name: 'Hide' }).click()
  await expect(checklist).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await expect(checklist).toHaveCount(0)
})
