// The bundle budgets, in bytes only (deterministic): the initial JavaScript of every page of
// src/shared/pages.ts, gzip, against its budget, and the headroom left. Exits 1 when a page is over
// its budget; warns, without failing, when a page has less than WARN_HEADROOM_KB left, so that the
// next change to it is weighed before it fails. npm test runs it (`node --import tsx`).
import { initialLoad, NOT_FOUND_PATTERN, pages, readManifest } from './bundle-report.mjs'

const WARN_HEADROOM_KB = 25

const manifest = readManifest()
const kb = (bytes) => (bytes / 1024).toFixed(1)
const labelOf = (page) => (page.path === NOT_FOUND_PATTERN ? '* (not found)' : page.path)
const failures = []
const warnings = []
console.log('page                      JS gzip   budget  headroom   JS raw  CSS gzip  files')
for (const page of pages) {
  const load = initialLoad(manifest, page)
  const headroom = page.budgetKb * 1024 - load.js.gzip
  const label = labelOf(page)
  let verdict = ''
  if (headroom < 0) {
    verdict = '  OVER'
    failures.push(`${label}: ${kb(load.js.gzip)} kB, over its budget of ${page.budgetKb} kB`)
  } else if (headroom < WARN_HEADROOM_KB * 1024) {
    verdict = '  LOW HEADROOM'
    warnings.push(`${label}: ${kb(headroom)} kB left of its budget of ${page.budgetKb} kB`)
  }
  console.log(
    `${label.padEnd(24)} ${kb(load.js.gzip).padStart(8)} ${String(page.budgetKb).padStart(8)} ${kb(headroom).padStart(9)} ${kb(load.js.raw).padStart(8)} ${kb(load.css.gzip).padStart(9)} ${String(load.files.length).padStart(6)}${verdict}`,
  )
}
if (warnings.length)
  console.log(
    `\nWarning: ${warnings.length} page(s) with less than ${WARN_HEADROOM_KB} kB of headroom (not a failure):\n  ${warnings.join('\n  ')}`,
  )
const hint = 'See which modules cost what with "npm run bundle:report -- <path>"'
if (failures.length) {
  console.error(`\n${failures.join('\n')}\n${hint}`)
  process.exit(1)
}
console.log(`\nEvery page of src/shared/pages.ts is within its budget.${warnings.length ? ` ${hint}` : ''}`)
