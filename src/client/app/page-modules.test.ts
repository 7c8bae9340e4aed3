import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { authPagePaths, notFoundModule, pageModules, pagePaths } from '#shared/page-routes.ts'

// The server preloads each page's chunks from src/shared/page-routes.ts: that list must
// say what routes.tsx really loads for every path, or a page would preload another page's code.

const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8')
const [mainSection = '', minimalSection = ''] = source.split("import('./layout/minimal-layout.tsx')")

function routesOf(section: string, layout: 'main' | 'minimal') {
  const found: Record<string, { layout: string; page: string }> = {}
  const route =
    /(?:path: '([^']+)'|index: true)[\s\S]*?(?:import\('\.\/pages\/([^']+)\.tsx'\)|mainPage\('([^']+)'\)|lazy: (dashboard))/g
  for (const match of section.matchAll(route)) {
    const path = match[1] === undefined ? '/' : match[1] === '*' ? '*' : `/${match[1]}`
    found[path] = { layout, page: match[2] ?? match[3] ?? match[4] ?? '' }
  }
  return found
}

describe('the page modules the server preloads', () => {
  const routes = { ...routesOf(mainSection, 'main'), ...routesOf(minimalSection, 'minimal') }

  it('name the layout and page module routes.tsx loads for every page path', () => {
    const { '*': notFound, ...pages } = routes
    expect(pages).toEqual(pageModules)
    expect(notFound).toEqual(notFoundModule)
  })

  it('are what the main layout module imports, under their names', () => {
    const mainPagesSource = readFileSync(new URL('./layout/main-pages.ts', import.meta.url), 'utf8')
    const entries = [
      ...mainPagesSource.matchAll(
        /^ {2}'?([\w/-]+)'?: \(\): Promise<PageModule> => import\('\.\.\/pages\/([\w/-]+)\.tsx'\),$/gm,
      ),
    ]
    expect(entries.map(([, name, file]) => [name, file])).toEqual(entries.map(([, name]) => [name, name]))
    const mainModules = Object.values(pageModules).filter((module) => module.layout === 'main')
    expect(entries.map(([, name]) => name).sort()).toEqual(
      [...new Set(mainModules.map((module) => module.page))].sort(),
    )
  })

  it('cover every page path the server knows, with the sign-in pages of auth.html', () => {
    expect([...Object.keys(pageModules), ...authPagePaths].sort()).toEqual([...pagePaths].sort())
    expect(source).toContain(
      '...authPagePaths.map((path) => ({ path: path.slice(1), loader: loadAuthPage }))',
    )
  })
})
