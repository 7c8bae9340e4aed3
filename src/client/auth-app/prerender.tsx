import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { AuthPagePath } from '#shared/pages.ts'
import { AuthApp, authPages, documentTitleOf } from './auth-app.tsx'

// Decision 007: Login, Register and Forgot password are rendered at build time (vite.config.ts), so that
// the browser paints them from the HTML before any script has run; auth-main.tsx then hydrates them.
// Only pages whose first render needs neither the query nor the browser are prerendered: Reset
// password and Verify email depend on their link's query from the first render.

export const prerenderedPaths = ['/login', '/register', '/forgot-password'] as const satisfies AuthPagePath[]

export type PrerenderedPage = { title: string; html: string }

export function prerender(): Record<string, PrerenderedPage> {
  return Object.fromEntries(
    prerenderedPaths.map((path) => {
      const { title, Page } = authPages[path]
      const html = renderToString(
        <StrictMode>
          <AuthApp title={title} Page={Page} />
        </StrictMode>,
      )
      return [path, { title: documentTitleOf(title), html }]
    }),
  )
}
