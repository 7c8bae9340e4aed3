// The bundle budgets of issue 9, in bytes only (deterministic): the initial JavaScript of each
// page, gzip, against its budget. Prints a table and exits 1 when a page is over its budget, or,
// for a page still over budget by decision 004, over the ceiling it is held at (bundle-report.mjs).
// npm test runs it.
import { initialLoad, pages, readManifest } from './bundle-report.mjs'

const manifest = readManifest()
const kb = (bytes) => (bytes / 1024).toFixed(1)
const failures = []
let heldOver = 0
console.log('page                     JS gzip   budget   JS raw   CSS gzip  files')
for (const page of pages) {
  const load = initialLoad(manifest, page)
  const size = load.js.gzip
  const isOverBudget = size > page.budgetKb * 1024
  const limitKb = page.ceilingKb ?? page.budgetKb
  const isOverLimit = size > limitKb * 1024
  if (isOverLimit)
    failures.push(
      `${page.path}: ${kb(size)} kB, over ${page.ceilingKb ? 'its ceiling of' : 'its budget of'} ${limitKb} kB`,
    )
  else if (isOverBudget) heldOver++
  const mark = isOverLimit ? '  OVER' : isOverBudget ? `  over budget (held at ${page.ceilingKb})` : ''
  console.log(
    `${page.path.padEnd(24)} ${kb(size).padStart(7)} ${String(page.budgetKb).padStart(8)} ${kb(load.js.raw).padStart(8)} ${kb(load.css.gzip).padStart(9)} ${String(load.files.length).padStart(6)}${mark}`,
  )
}
if (heldOver) console.log(`\n${heldOver} page(s) over budget, held at their ceilings (decision 004)`)
if (failures.length) {
  console.error(
    `\n${failures.join('\n')}\nSee which modules cost what with "npm run bundle:report -- <path>"`,
  )
  process.exit(1)
}
