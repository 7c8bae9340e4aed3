import type { RouteObject } from 'react-router'
import { Loader } from '#client/components/loader.tsx'
import { lazyPage } from '#client/lib/lazy-page.ts'
import { authPagePaths } from '#shared/page-routes.ts'
import { loadAuthPage, requirePermission, requireSignedIn, revalidateOnPathChange } from './guards.ts'
import type { MainPage } from './layout/main-pages.ts'
import { NOT_FOUND_ROUTE_ID, RootLayout } from './root-layout.tsx'
import { PageRouteError, RouteError } from './route-error.tsx'

// The routes, every page loaded on demand. Paths are relative to the base path.

/** A page of the main layout, whose module the layout's module imports (layout/main-pages.ts). */
const mainPage = (page: MainPage) =>
  lazyPage(() => import('./layout/main-layout.tsx').then((layout) => layout.mainPages[page]()))
const dashboard = mainPage('dashboard')

export const routes: RouteObject[] = [
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
        children: [
          { index: true, lazy: dashboard },
          { path: 'dashboard/default', lazy: dashboard },
          { path: 'typography', lazy: mainPage('typography') },
          { path: 'color', lazy: mainPage('color') },
          { path: 'shadow', lazy: mainPage('shadow') },
          { path: 'sample-page', lazy: mainPage('sample-page') },
          { path: 'help', lazy: mainPage('help') },
          { path: 'about', lazy: mainPage('about') },
          { path: 'privacy', lazy: mainPage('privacy') },
          { path: 'terms', lazy: mainPage('terms') },
          // The account center.
          { path: 'account/profile', lazy: mainPage('account/profile') },
          {
            path: 'account/profile/edit',
            lazy: mainPage('account/edit-profile'),
          },
          { path: 'account/social', lazy: mainPage('account/social-profile') },
          { path: 'account/billing', lazy: mainPage('account/billing') },
          { path: 'account/settings', lazy: mainPage('account/settings') },
          { path: 'account/privacy', lazy: mainPage('account/privacy-center') },
          { path: 'account/history', lazy: mainPage('account/history') },
          { path: 'people/:id', lazy: mainPage('person') },
          // The inbox.
          { path: 'notifications', lazy: mainPage('notifications') },
          // Administration: a 403 screen inside the layout for people without the permission.
          {
            path: 'admin/users',
            loader: requirePermission('people:manage'),
            shouldRevalidate: revalidateOnPathChange,
            ErrorBoundary: PageRouteError,
            lazy: mainPage('admin/people'),
          },
          {
            path: 'admin/users/:id',
            loader: requirePermission('people:manage'),
            shouldRevalidate: revalidateOnPathChange,
            ErrorBoundary: PageRouteError,
            lazy: mainPage('admin/person'),
          },
          {
            path: 'admin/audit',
            loader: requirePermission('audit:read'),
            shouldRevalidate: revalidateOnPathChange,
            ErrorBoundary: PageRouteError,
            lazy: mainPage('admin/audit-log'),
          },
        ],
      },
      // Login, Register and the pages around them are auth.html (decision 007): reached by a page load.
      ...authPagePaths.map((path) => ({ path: path.slice(1), loader: loadAuthPage })),
      {
        id: 'minimal',
        lazy: lazyPage(() => import('./layout/minimal-layout.tsx')),
        ErrorBoundary: RouteError,
        children: [
          { id: NOT_FOUND_ROUTE_ID, path: '*', lazy: lazyPage(() => import('./pages/not-found.tsx')) },
        ],
      },
    ],
  },
]
