import { vocabulary } from '../../src/shared/vocabulary.ts'
import { expect, openPage, test } from './fixtures.ts'

// One word for each thing and one format for each kind of date (issue 32, item 14), as a person
// reads them on the pages that show the most of both: the words src/shared/vocabulary.ts avoids
// appear nowhere, and every moment a page shows is written as formatDateTime writes it in the
// browser's locale ("5 Aug 2025, 15:04", or "2 min ago" with that as its title), every day as
// formatDate does.

const pages = ['/notifications', '/account/history', '/admin/audit', '/admin/users', '/account/settings']

test('one word for each thing and one format for each kind of date, on the pages that show them', async ({
  page,
}) => {
  const avoided = vocabulary.flatMap((entry) => entry.avoid)
  for (const path of pages) {
    await openPage(page, path)
    await expect(page.locator('main time[datetime]').first()).toBeVisible()
    const text = ((await page.locator('main').textContent()) ?? '').toLowerCase()
    for (const word of avoided) expect(text, `“${word}” on ${path}`).not.toMatch(new RegExp(`\\b${word}\\b`))

    const dates = await page.evaluate(() => {
      const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
      const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
      return [...document.querySelectorAll('main time[datetime]')].map((element) => {
        const when = new Date(element.getAttribute('datetime') ?? '')
        return {
          text: (element.textContent ?? '').trim(),
          title: element.getAttribute('title'),
          moment: moment.format(when),
          day: day.format(when),
        }
      })
    })
    expect(dates.length, path).toBeGreaterThan(0)
    for (const date of dates) {
      const isMoment = date.text.includes(date.moment)
      const isDay = date.text === date.day
      const isRecent = /\b(ago|just now|yesterday|in \d)/.test(date.text) && date.title === date.moment
      expect(isMoment || isDay || isRecent, `${path}: “${date.text}” (title “${date.title}”)`).toBe(true)
    }
  }
})
