import { type ComponentType, useEffect } from 'react'
import { defineMessage, IntlProvider, type IntlShape, useIntl } from 'react-intl'
import type { Messages } from '#client/i18n/language.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts'
import { type AuthPagePath, authPagePaths } from '#shared/pages.ts'
import type { SignedInAs } from '#shared/rendered-page.ts'
import { PASSWORD_ONLY, type SignInPageOptions } from '#shared/sso.ts'
import { AuthPageFrame } from './components/auth-layout.tsx'
import { ForgotPasswordPage } from './pages/forgot-password.tsx'
import { LoginPage } from './pages/login.tsx'
import { RegisterPage } from './pages/register.tsx'
import { ResetPasswordPage } from './pages/reset-password.tsx'
import { VerifyEmailPage } from './pages/verify-email.tsx'
import { SignInOptionsContext } from './sign-in-options.ts'
import { SignedInPanel } from './signed-in.tsx'

// The pages around signing in, as one light page of their own (auth.html, decision 007): plain
// React, react-hook-form and CSS, without MUI and the router, to hold the sign-in pages' budget. The
// five pages are one chunk: split, they cost more in chunk overhead than they save.

type AuthPage = { path: AuthPagePath; Page: ComponentType }

export const authPages: Record<AuthPagePath, AuthPage> = {
  '/login': { path: '/login', Page: LoginPage },
  '/register': { path: '/register', Page: RegisterPage },
  '/forgot-password': { path: '/forgot-password', Page: ForgotPasswordPage },
  '/reset-password': { path: '/reset-password', Page: ResetPasswordPage },
  '/verify-email': { path: '/verify-email', Page: VerifyEmailPage },
}

/** Which sign-in page a path (relative to the base path) is; Login for anything else. */
export function authPageOf(path: string): AuthPage {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return authPages[authPagePaths.find((page) => page === trimmed) ?? '/login']
}

const documentTitle = defineMessage<{ title: string }>({
  id: 'auth.document-title',
  defaultMessage: '{title} · Foyer',
})

/** The document title of a sign-in page, in the page's language. */
export function documentTitleOf(intl: IntlShape, path: AuthPagePath): string {
  return intl.formatMessage(documentTitle, { title: intl.formatMessage(pageTitles[path]) })
}

function DocumentTitle({ path }: { path: AuthPagePath }) {
  const title = documentTitleOf(useIntl(), path)
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}

/**
 * A sign-in page in its frame. It sets the document title itself rather than rendering <title>:
 * the prerendered pages (prerender.tsx) carry theirs in the served HTML.
 */
export function AuthApp({
  path,
  Page,
  signedIn = null,
  options = PASSWORD_ONLY,
  language = DEFAULT_LANGUAGE,
  messages = {},
}: {
  path: AuthPagePath
  Page: ComponentType
  /** Who is signed in, for Login and Register opened by them: they say so instead of their form. */
  signedIn?: SignedInAs | null
  /** The instance's sign-in providers and password rule (the server's, else a password only). */
  options?: SignInPageOptions
  /** The page's language and its messages (none for English: the code's own text). */
  language?: Language
  messages?: Messages
}) {
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
      <DocumentTitle path={path} />
      <SignInOptionsContext value={options}>
        <AuthPageFrame>{signedIn ? <SignedInPanel signedIn={signedIn} /> : <Page />}</AuthPageFrame>
      </SignInOptionsContext>
    </IntlProvider>
  )
}
