import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createIntl } from 'react-intl'
import { allMessages } from '#client/i18n/all-messages.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/languages.ts'
import type { AuthPagePath } from '#shared/pages.ts'
import { prerenderedAuthPageKey, type RenderedAuthPage, type SignedInAs } from '#shared/rendered-page.ts'
import { PASSWORD_ONLY, type SignInPageOptions } from '#shared/sso.ts'
import { AuthApp, authPages, documentTitleOf } from './auth-app.tsx'
import { ServerQueryContext } from './navigation.ts'

// Decision 007: the sign-in pages paint from their HTML before any script has run; auth-main.tsx
// then hydrates them. Login, Register and Forgot password are rendered once at build time, without a
// query (vite.config.ts); a page asked for with a query, and the two whose first render always
// depends on theirs (Reset password, Verify email), are rendered for each request by the server,
// through the app's server renderer (src/client/ssr/render-page.tsx re-exports renderAuthPage).

export const prerenderedPaths = ['/login', '/register', '/forgot-password'] as const satisfies AuthPagePath[]

/**
 * A sign-in page as it first renders for a query ('' for none, else '?token=…'), who is signed in,
 * and the page's language.
 */
export function renderAuthPage(
  path: AuthPagePath,
  query: string,
  signedIn: SignedInAs | null = null,
  options: SignInPageOptions = PASSWORD_ONLY,
  language: Language = DEFAULT_LANGUAGE,
): RenderedAuthPage {
  const { Page } = authPages[path]
  // English is the code's own text: the browser renders it without a catalogue, and so does this.
  const messages = language === DEFAULT_LANGUAGE ? {} : allMessages[language]
  const html = renderToString(
    <StrictMode>
      <ServerQueryContext value={query}>
        <AuthApp
          path={path}
          Page={Page}
          signedIn={signedIn}
          options={options}
          language={language}
          messages={messages}
        />
      </ServerQueryContext>
    </StrictMode>,
  )
  const intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages })
  return { title: documentTitleOf(intl, path), html }
}

/** Each prerendered page in each language, by prerenderedAuthPageKey. */
export function prerender(): Record<string, RenderedAuthPage> {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      prerenderedPaths.map((path) => [
        prerenderedAuthPageKey(language, path),
        renderAuthPage(path, '', null, PASSWORD_ONLY, language),
      ]),
    ),
  )
}
