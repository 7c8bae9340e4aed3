// The bundle budgets of issue 9, in bytes only (deterministic): the initial JavaScript of each
// page, gzip, against its budget. Prints a table and exits 1 when a page is over its budget.
// npm test runs it.
import { initialLoad, pages, readManifest } from './bundle-report.mjs'

const manifest = readManifest()
const kb = (bytes) => (bytes / 1024).toFixed(1)
const failures = []
console.log('page                     JS gzip   budget   JS raw   CSS gzip  files')
for (const page of pages) {
  const load = initialLoad(manifest, page)
  const size = load.js.gzip
  const isOver = size > page.budgetKb * 1024
  if (isOver) failures.push(`${page.path}: ${kb(size)} kB, over its budget of ${page.budgetKb} kB`)
  console.log(
    `${page.path.padEnd(24)} ${kb(size).padStart(7)} ${String(page.budgetKb).padStart(8)} ${kb(load.js.raw).padStart(8)} ${kb(load.css.gzip).padStart(9)} ${String(load.files.length).padStart(6)}${isOver ? '  OVER' : ''}`,
  )
}
if (failures.length) {
  console.error(
    `\n${failures.join('\n')}\nSee which modules cost what with "npm run bundle:report -- <path>"`,
  )
  process.exit(1)
}
