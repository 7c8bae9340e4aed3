import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { AuthPagePath } from '#shared/pages.ts'
import type { RenderedAuthPage, SignedInAs } from '#shared/rendered-page.ts'
import { PASSWORD_ONLY, type SignInPageOptions } from '#shared/sso.ts'
import { AuthApp, authPages, documentTitleOf } from './auth-app.tsx'
import { ServerQueryContext } from './navigation.ts'

// Decision 007: the sign-in pages paint from their HTML before any script has run; auth-main.tsx
// then hydrates them. Login, Register and Forgot password are rendered once at build time, without a
// query (vite.config.ts); a page asked for with a query, and the two whose first render always
// depends on theirs (Reset password, Verify email), are rendered for each request by the server,
// through the app's server renderer (src/client/ssr/render-page.tsx re-exports renderAuthPage).

export const prerenderedPaths = ['/login', '/register', '/forgot-password'] as const satisfies AuthPagePath[]

/** A sign-in page as it first renders for a query ('' for none, else '?token=…'), and who is signed in. */
export function renderAuthPage(
  path: AuthPagePath,
  query: string,
  signedIn: SignedInAs | null = null,
  options: SignInPageOptions = PASSWORD_ONLY,
): RenderedAuthPage {
  const { title, Page } = authPages[path]
  const html = renderToString(
    <StrictMode>
      <ServerQueryContext value={query}>
        <AuthApp title={title} Page={Page} signedIn={signedIn} options={options} />
      </ServerQueryContext>
    </StrictMode>,
  )
  return { title: documentTitleOf(title), html }
}

export function prerender(): Record<string, RenderedAuthPage> {
  return Object.fromEntries(prerenderedPaths.map((path) => [path, renderAuthPage(path, '')]))
}
