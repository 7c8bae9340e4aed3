import type { RouteObject } from 'react-router'
import { Loader } from '#client/components/loader.tsx'
import { lazyPage } from '#client/lib/lazy-page.ts'
import { inlinePublicConfig } from '#client/lib/use-public-config.ts'
import {
  type AppPage,
  isPageShown,
  notFoundPage,
  type PagePath,
  pageEntries,
  permissionOf,
} from '#shared/pages.ts'
import {
  knownMe,
  loadAuthPage,
  requirePermission,
  requireSignedIn,
  revalidateOnPathChange,
} from './guards.ts'
import { NOT_FOUND_LAYOUT_ID, NOT_FOUND_ROUTE_ID, RootLayout } from './root-layout.tsx'
import { PageRouteError, RouteError } from './route-error.tsx'

// The routes, derived from the page table (src/shared/pages.ts), every page loaded on demand.
// Paths are relative to the base path.

/**
 * A page's module, through its layout's module, which imports it (layout/main-layout.tsx): the
 * layout's loader knows each module by the name the table gives it.
 */
function pageModule(page: AppPage) {
  return lazyPage(async () => {
    const layout =
      page.layout === 'main'
        ? await import('./layout/main-layout.tsx')
        : await import('./layout/minimal-layout.tsx')
    const load = layout.pageModuleLoader(page.module)
    if (!load) throw new Error(`no page module ${page.module} in the ${page.layout} layout`)
    return load()
  })
}

/**
 * The route of a page of the app. A page that needs a permission checks it in its own loader and
 * shows a 403 screen inside the layout to people without it; the layout's guard has already asked
 * for someone signed in.
 */
export function pageRoute(path: PagePath | '*', page: AppPage): RouteObject {
  const where = path === '/' ? { index: true as const } : { path: path === '*' ? path : path.slice(1) }
  const permission = permissionOf(page)
  if (!permission) return { ...where, lazy: pageModule(page) }
  return {
    ...where,
    loader: requirePermission(permission),
    shouldRevalidate: revalidateOnPathChange,
    ErrorBoundary: PageRouteError,
    lazy: pageModule(page),
  }
}

/** The route tree, with or without the template's sample pages (SAMPLE_PAGES): without, they are not found. */
function routeTree(samplePages: boolean): RouteObject[] {
  const pagesOf = (layout: AppPage['layout']) =>
    pageEntries.flatMap(([path, page]) =>
      page.layout === layout && isPageShown(page, samplePages) ? [pageRoute(path, page)] : [],
    )
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: Loader,
      ErrorBoundary: RouteError,
      children: [
        {
          id: 'main',
          loader: requireSignedIn,
          shouldRevalidate: revalidateOnPathChange,
          lazy: lazyPage(() => import('./layout/main-layout.tsx')),
          ErrorBoundary: RouteError,
          children: pagesOf('main'),
        },
        // Login, Register and the pages around them are auth.html (decision 007): reached by a page load.
        ...pageEntries.flatMap(([path, page]) =>
          page.layout === 'auth' ? [{ path: path.slice(1), loader: loadAuthPage }] : [],
        ),
        // Not found: inside the main layout for someone signed in, the minimal one for anyone else.
        {
          id: NOT_FOUND_LAYOUT_ID,
          loader: knownMe,
          shouldRevalidate: revalidateOnPathChange,
          lazy: lazyPage(() => import('./layout/not-found-layout.tsx')),
          ErrorBoundary: RouteError,
          children: [...pagesOf('minimal'), { ...pageRoute('*', notFoundPage), id: NOT_FOUND_ROUTE_ID }],
        },
      ],
    },
  ]
}

const trees = new Map<boolean, RouteObject[]>()
/** The routes for an instance that shows its sample pages or not: built once each. */
export function routesFor(samplePages: boolean): RouteObject[] {
  let tree = trees.get(samplePages)
  if (!tree) {
    tree = routeTree(samplePages)
    trees.set(samplePages, tree)
  }
  return tree
}

/** The browser's routes, as this instance's configuration (inline in the page) says. */
export const routes = routesFor(inlinePublicConfig?.samplePages ?? true)
