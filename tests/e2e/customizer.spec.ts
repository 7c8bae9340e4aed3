import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { presetPrimaries } from '../../src/client/theme/presets.ts'
import { pageEntries } from '../../src/shared/pages.ts'
import {
  drawerPaperWidth,
  expect,
  expectNoAxeViolations,
  holdRequests,
  openPage,
  SIGNED_OUT,
  test,
  withOwnId,
} from './fixtures.ts'
import { type NewPerson, newPerson, registerQuickly } from './people.ts'

// Decision 027: the customizer in the top bar (a primary colour, a font, the direction, the layout's
// width, the drawer's first state), kept for the person; the instance's defaults an administrator sets.

/** A language's messages, by id (what a test expects to read, without writing translations here). */
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'src', 'shared', 'i18n', 'messages', `${language}.json`),
      'utf8',
    ),
  ) as Record<string, string>

const primaryMain = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
  )
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily)
const fontFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.woff2?$/.test(name))
      .map((name) => name.slice(name.lastIndexOf('/') + 1)),
  )
/** The page is no wider than the window: nothing sticks out sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
const drawerPaperBox = (page: Page) =>
  page.evaluate(() => {
    const paper = document.querySelector<HTMLElement>('#app-drawer .MuiDrawer-paper, .MuiDrawer-paper')
    const rect = paper?.getBoundingClientRect()
    return rect ? { left: rect.left, right: rect.right } : null
  })
const crumbsLeftToRight = (page: Page, label = 'Breadcrumb') =>
  page.evaluate(
    (label) =>
      [...document.querySelectorAll(`nav[aria-label="${label}"] li:not([aria-hidden])`)]
        .map((item) => ({ text: item.textContent ?? '', left: item.getBoundingClientRect().left }))
        .sort((a, b) => a.left - b.left)
        .map((item) => item.text),
    label,
  )

/** A new person whose address the top bar's tests, which search for "gra", do not find. */
function someone(firstName: string, lastName: string): NewPerson {
  const made = newPerson({ firstName, lastName })
  return { ...made, email: made.email.replace(/^grace\./, `${firstName.toLowerCase()}.`) }
}

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Customize the look' }).click()
  const panel = page.getByRole('dialog', { name: 'Customize' })
  await expect(panel).toBeVisible()
  return panel
}

/** A choice in the customizer, saved for the person. */
async function choose(page: Page, click: () => Promise<void>) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/appearance'))
  await click()
  expect((await saved).status()).toBe(204)
}

/** The main layout's pages a member may open (an administrator's are theirs alone). */
const mainPages = pageEntries
  .filter(([, page]) => page.layout === 'main' && page.access === 'signed-in')
  .map(([path]) => path)
/** The pages taken at a phone's width too: the shell, a table, a form, the account center. */
const phonePages = ['/dashboard/default', '/account/history', '/account/profile/edit', '/account/settings']

test.describe('a person’s look', () => {
  test.use({ storageState: SIGNED_OUT, viewport: { width: 1440, height: 900 } })

  test('colour, font, layout and menu from the customizer, kept across loads', async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    await registerQuickly(page, baseURL, someone('Mary', 'Jackson'))
    await openPage(page, '/dashboard/default')
    expect(await primaryMain(page)).toBe(presetPrimaries.indigo.light.main)
    expect(await bodyFont(page)).toMatch(/^"?Public Sans/)

    const panel = await openCustomizer(page)
    await expectNoAxeViolations(page, 'the customizer')
    await choose(page, () => panel.getByRole('radio', { name: 'Teal' }).check())
    expect(await primaryMain(page)).toBe(presetPrimaries.teal.light.main)
    await choose(page, () => panel.getByRole('radio', { name: 'Inter' }).check())
    await expect.poll(() => bodyFont(page)).toMatch(/^"?Inter/)
    await choose(page, () => panel.getByLabel(/menu collapsed/).check())
    await expect.poll(() => drawerPaperWidth(page)).toBe(60)
    await choose(page, () =>
      panel.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Contained' }).click(),
    )
    await expect(panel.getByRole('button', { name: 'Use the instance’s defaults' })).toBeEnabled()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    // The next load, rendered on the server, has them all before any script runs, and fetches the
    // files of the chosen font alone.
    await page.setViewportSize({ width: 1920, height: 1000 })
    const release = await holdRequests(page, /\/assets\/.+\.js$/)
    await page.goto('dashboard/default', { waitUntil: 'commit' })
    await expect(page.locator('#foyer-rendered')).toBeAttached()
    await expect.poll(() => primaryMain(page)).toBe(presetPrimaries.teal.light.main)
    expect(await drawerPaperWidth(page)).toBe(60)
    release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    const files = await fontFiles(page)
    expect(files.some((file) => file.startsWith('inter-'))).toBe(true)
    expect(files.filter((file) => !file.startsWith('inter-'))).toEqual([])
    const main = await page.locator('#main-content > div').first().boundingBox()
    expect(main?.width).toBeLessThanOrEqual(1440)

    // Back to the instance's defaults.
    const again = await openCustomizer(page)
    await choose(page, () => again.getByRole('button', { name: 'Use the instance’s defaults' }).click())
    await expect.poll(() => primaryMain(page)).toBe(presetPrimaries.indigo.light.main)
    await expect(again.getByRole('radio', { name: 'Public Sans' })).toBeChecked()
    await expect(again.getByRole('button', { name: 'Use the instance’s defaults' })).toBeDisabled()
  })

  test('in Arabic: right to left, the drawer on the right, the crumbs from the right, nothing sideways, at 1440 and 390', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    await registerQuickly(page, baseURL, someone('Annie', 'Easley'))
    await openPage(page, '/dashboard/default')
    // The profile popup's language: the app turns to Arabic at once, without a reload.
    await page.getByRole('button', { name: /show profile menu/ }).click()
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/appearance'))
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
    expect((await saved).status()).toBe(204)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
    await expectNoAxeViolations(page, 'the profile popup in Arabic')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toContainText('لوحة المعلومات')

    for (const pattern of mainPages) {
      const path = await withOwnId(page, pattern)
      await openPage(page, path)
      // The server wrote the language and the direction on <html>, and rendered the page in them.
      expect(await page.locator('html').getAttribute('lang'), path).toBe('ar')
      expect(await page.locator('html').getAttribute('dir'), path).toBe('rtl')
      const drawer = await drawerPaperBox(page)
      expect(drawer?.left, `${path}: the drawer's left edge`).toBeGreaterThan(1440 / 2)
      expect(await overflowsSideways(page), `${path} overflows sideways`).toBe(false)
      const crumbs = await crumbsLeftToRight(page, 'مسار التنقل')
      if (crumbs.length > 1) expect(crumbs.at(-1), `${path}: the first crumb is rightmost`).toBe('الرئيسية')
      await expectNoAxeViolations(page, `${path} (Arabic)`)
    }
    await openPage(page, '/notifications')
    await expect(page).toHaveTitle('الإشعارات · Foyer')

    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of phonePages) {
      await openPage(page, path)
      // The first page at 390 comes from the server as the window was (1440: the foyer.view cookie),
      // and the app renders it afresh for this one: measured once it has.
      await expect.poll(() => overflowsSideways(page), `${path} overflows sideways at 390`).toBe(false)
      await expectNoAxeViolations(page, `${path} (Arabic, 390)`)
    }
    // The temporary drawer slides in from the right.
    await page.getByRole('button', { name: 'إظهار قائمة التنقل أو إخفاؤها' }).click()
    await expect(page.locator('.MuiDrawer-paper').first()).toBeVisible()
    await expect.poll(async () => (await drawerPaperBox(page))?.right).toBe(390)
  })

  test('a language from the browser until the person chooses one; the customizer turns a page right to left', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      storageState: SIGNED_OUT,
      locale: 'de-DE',
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    try {
      await registerQuickly(page, baseURL, someone('Emmy', 'Noether'))
      await openPage(page, '/dashboard/default')
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toContainText('Werkzeuge')
      await expect(page).toHaveTitle('Dashboard · Foyer')
      // German reads left to right; the customizer's direction turns it all the same.
      await page.getByRole('button', { name: 'Aussehen anpassen' }).click()
      const panel = page.getByRole('dialog', { name: 'Anpassen' })
      await choose(page, () =>
        panel
          .getByRole('group', { name: 'Schreibrichtung' })
          .getByRole('button', { name: 'Von rechts nach links' })
          .click(),
      )
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    } finally {
      await context.close()
    }
  })
})

test.describe('the sign-in pages in the browser’s language', () => {
  test.use({ storageState: SIGNED_OUT })

  test('French: Login and its form in French, signing in through it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    try {
      const person = someone('Marie', 'Curie')
      await registerQuickly(page, baseURL, person)
      await context.clearCookies()
      await page.goto('login')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion')
      await expect(page).toHaveTitle('Connexion · Foyer')
      await expectNoAxeViolations(page, 'Login in French')
      // The form's own checks and the server's refusal speak French too.
      const french = catalogue('fr')
      await page.getByLabel('Adresse e-mail').fill('marie')
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
      await expect(page.getByText(french['schema.auth.email-like'] ?? '-')).toBeVisible()
      await page.getByLabel('Adresse e-mail').fill(person.email)
      await page.getByLabel('Mot de passe', { exact: true }).fill('not the password')
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
      await expect(page.getByRole('alert')).toContainText(french['server.auth.invalid-credentials'] ?? '-')
      await page.getByLabel('Mot de passe', { exact: true }).fill(person.password)
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
      await expect(page).toHaveURL(/\/free\/dashboard\/default$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord')
    } finally {
      await context.close()
    }
  })

  test('Arabic: Register right to left at 390, the password meter’s advice in Arabic', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-EG', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    try {
      await page.goto('register')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء حساب')
      // A field's check says it in Arabic.
      await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click()
      await expect(page.getByText(catalogue('ar')['schema.auth.enter-first-name'] ?? '-')).toBeVisible()
      await page.getByLabel('كلمة المرور', { exact: true }).fill('password')
      await expect(page.getByText('هذه من أكثر كلمات المرور استخدامًا.')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectNoAxeViolations(page, 'Register in Arabic')
    } finally {
      await context.close()
    }
  })
})

test('an administrator’s defaults reach everyone who did not choose', async ({ page, baseURL, browser }) => {
  test.setTimeout(90_000)
  await openPage(page, '/admin/appearance')
  await expectNoAxeViolations(page, 'Appearance')
  const form = page.getByRole('form', { name: 'Appearance defaults' })
  await form.getByLabel('Primary colour').selectOption('Green')
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/appearance'))
  await form.getByRole('button', { name: 'Save' }).click()
  try {
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('The appearance defaults are saved')).toBeVisible()
    // The administrator follows the defaults too.
    await expect.poll(() => primaryMain(page)).toBe(presetPrimaries.green.light.main)

    const other = await browser.newContext({ storageState: SIGNED_OUT, baseURL })
    try {
      const theirs = await other.newPage()
      await registerQuickly(theirs, baseURL, someone('Christine', 'Darden'))
      await openPage(theirs, '/dashboard/default')
      expect(await primaryMain(theirs)).toBe(presetPrimaries.green.light.main)
    } finally {
      await other.close()
    }
  } finally {
    const origin = new URL(baseURL ?? '').origin
    const restored = await page.request.put('api/admin/appearance', {
      headers: { origin },
      data: { preset: 'indigo', font: 'public-sans', direction: 'ltr', width: 'full', miniDrawer: false },
    })
    expect(restored.status()).toBe(200)
  }
})
