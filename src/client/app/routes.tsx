import type { RouteObject } from 'react-router'
import { Loader } from '#client/components/loader.tsx'
import { authPagePaths } from '#shared/page-routes.ts'
import { loadAuthPage, requirePermission, requireSignedIn, revalidateOnPathChange } from './guards.ts'
import { lazyPage } from './lazy-page.ts'
import { NOT_FOUND_ROUTE_ID, RootLayout } from './root-layout.tsx'
import { PageRouteError, RouteError } from './route-error.tsx'

// The routes of SPEC section 2, every page loaded on demand. Paths are relative to the base path.
const dashboard = lazyPage(() => import('./pages/dashboard.tsx'))

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
          { path: 'typography', lazy: lazyPage(() => import('./pages/typography.tsx')) },
          { path: 'color', lazy: lazyPage(() => import('./pages/color.tsx')) },
          { path: 'shadow', lazy: lazyPage(() => import('./pages/shadow.tsx')) },
          { path: 'sample-page', lazy: lazyPage(() => import('./pages/sample-page.tsx')) },
          { path: 'help', lazy: lazyPage(() => import('./pages/help.tsx')) },
          { path: 'about', lazy: lazyPage(() => import('./pages/about.tsx')) },
          { path: 'privacy', lazy: lazyPage(() => import('./pages/privacy.tsx')) },
          { path: 'terms', lazy: lazyPage(() => import('./pages/terms.tsx')) },
          // The account center (issue 4).
          { path: 'account/profile', lazy: lazyPage(() => import('./pages/account/profile.tsx')) },
          {
            path: 'account/profile/edit',
            lazy: lazyPage(() => import('./pages/account/edit-profile.tsx')),
          },
          { path: 'account/social', lazy: lazyPage(() => import('./pages/account/social-profile.tsx')) },
          { path: 'account/billing', lazy: lazyPage(() => import('./pages/account/billing.tsx')) },
          { path: 'account/settings', lazy: lazyPage(() => import('./pages/account/settings.tsx')) },
          { path: 'account/privacy', lazy: lazyPage(() => import('./pages/account/privacy-center.tsx')) },
          { path: 'account/history', lazy: lazyPage(() => import('./pages/account/history.tsx')) },
          { path: 'people/:id', lazy: lazyPage(() => import('./pages/person.tsx')) },
          // The inbox (issue 5).
          { path: 'notifications', lazy: lazyPage(() => import('./pages/notifications.tsx')) },
          // Administration (issue 6): a 403 screen inside the layout for people without the permission.
          {
            path: 'admin/users',
            loader: requirePermission('people:manage'),
            shouldRevalidate: revalidateOnPathChange,
            ErrorBoundary: PageRouteError,
            lazy: lazyPage(() => import('./pages/admin/people.tsx')),
          },
          {
            path: 'admin/users/:id',
            loader: requirePermission('people:manage'),
            shouldRevalidate: revalidateOnPathChange,
            ErrorBoundary: PageRouteError,
            lazy: lazyPage(() => import('./pages/admin/person.tsx')),
          },
          {
            path: 'admin/audit',
            loader: requirePermission('audit:read'),
            shouldRevalidate: revalidateOnPathChange,
            ErrorBoundary: PageRouteError,
            lazy: lazyPage(() => import('./pages/admin/audit-log.tsx')),
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
