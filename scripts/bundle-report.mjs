// What each page loads at first, from Vite's manifest: the entry, the layout and page modules of
// its route, and everything they import statically. Sizes are of the built files, raw and gzip.
// The pages come from src/shared/pages.ts, so this runs under tsx: `node --import tsx` (decision 020).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { notFoundPage, pageEntries } from '../src/shared/pages.ts'

const clientDir = 'dist/client'
/**
 * The manifest keys of the modules the router loads for the app's two layouts, by the names
 * src/shared/pages.ts uses. The minimal layout's pages (not found) are under a route that shows the
 * main layout to someone signed in and the minimal one to anyone else, and loads both.
 */
export const layoutModules = {
  main: 'src/client/app/layout/main-layout.tsx',
  minimal: 'src/client/app/layout/not-found-layout.tsx',
}
/** The manifest key of a page module of the app ('account/settings'). */
export const pageModuleKey = (module) => `src/client/app/pages/${module}.tsx`

/** The HTML page of the app's router, and the one of Login, Register and the pages around them. */
export const appHtml = 'index.html'
export const authHtml = 'auth.html'

/** The pattern under which the not-found page is listed: any path that is no page. */
export const NOT_FOUND_PATTERN = '*'

/**
 * Every page of src/shared/pages.ts and the not-found page, each with its budget in kB of gzip
 * JavaScript. The sign-in pages load auth.html's entry, which holds all of them (decision 007);
 * the others the app's entry, their layout and their page module.
 */
export const pages = [
  ...pageEntries.map(([path, page]) => ({ ...page, path })),
  { ...notFoundPage, path: NOT_FOUND_PATTERN },
]

export function readManifest() {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'))
}

/** The manifest key of an HTML page's entry (index.html by default). */
export function entryKey(manifest, html = appHtml) {
  if (!manifest[html]?.isEntry) throw new Error(`the build manifest has no entry ${html}`)
  return html
}

/**
 * Adds to `files` what a module loads at first: its chunk, its CSS and every chunk it imports
 * statically, recursively. Returns `files`.
 */
export function collect(manifest, key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build manifest`)
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen)
  return files
}

const sizeCache = new Map()
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const body = readFileSync(join(clientDir, file))
    sizeCache.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
  }
  return sizeCache.get(file)
}

/** The files a page loads at first and their total sizes. */
export function initialLoad(manifest, page) {
  const files = collect(manifest, entryKey(manifest, page.layout === 'auth' ? authHtml : appHtml))
  if (page.layout !== 'auth') {
    collect(manifest, layoutModules[page.layout], files)
    collect(manifest, pageModuleKey(page.module), files)
  }
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } }
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : 'js'
    const size = sizeOf(file)
    totals[kind].raw += size.raw
    totals[kind].gzip += size.gzip
  }
  return { files: [...files], ...totals }
}

/** Per module of one page: which source costs what, largest first (for whoever exceeds a budget). */
export function moduleCosts(manifest, page) {
  const { files } = initialLoad(manifest, page)
  return files.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip)
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = readManifest()
  const only = process.argv[2]
  for (const page of pages.filter((p) => !only || p.path === only)) {
    console.log(`\n${page.path}`)
    for (const row of moduleCosts(manifest, page))
      console.log(`  ${kb(row.gzip).padStart(7)} kB gzip  ${kb(row.raw).padStart(7)} kB raw  ${row.file}`)
  }
}
