// The closing note's screenshots of the dashboard: light and dark in English, and Arabic, at 1440
// and 390 px, saved to docs/screenshots/dashboard-<look>-<width>.png. Against a running instance:
//   npm start   (in another terminal; the embedded database)   then   node scripts/screenshots.mjs
// SCREENSHOT_URL (default http://localhost:3000/free/) names another. It registers a new person on it.
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium-path.mjs'

const base = new URL(process.env.SCREENSHOT_URL ?? 'http://localhost:3000/free/')
const outDir = new URL('../docs/screenshots/', import.meta.url)
const looks = [
  { name: 'light', colorMode: 'light', language: 'en' },
  { name: 'dark', colorMode: 'dark', language: 'en' },
  { name: 'arabic', colorMode: 'light', language: 'ar' },
]
const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })
try {
  const context = await browser.newContext({ baseURL: base.href })
  const request = context.request
  const stamp = Date.now().toString(36)
  const signUp = await request.post('api/auth/sign-up/email', {
    headers: { origin: base.origin },
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.${stamp}@example.com`,
      password: `Screenshots-${stamp}-pass`,
    },
  })
  if (!signUp.ok()) throw new Error(`could not register: ${signUp.status()} ${await signUp.text()}`)
  for (const look of looks) {
    const saved = await request.put('api/account/appearance', {
      headers: { origin: base.origin },
      data: { colorMode: look.colorMode, language: look.language },
    })
    if (!saved.ok()) throw new Error(`could not choose the look: ${saved.status()} ${await saved.text()}`)
    for (const size of widths) {
      const page = await context.newPage()
      await page.setViewportSize(size)
      // The device's own storage follows the person's colour mode (MUI's key).
      await page.addInitScript((mode) => localStorage.setItem('mui-mode', mode), look.colorMode)
      await page.goto('dashboard/default')
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const file = new URL(`dashboard-${look.name}-${size.width}.png`, outDir)
      await page.screenshot({ path: file.pathname })
      console.log(file.pathname)
      await page.close()
    }
  }
} finally {
  await browser.close()
}
