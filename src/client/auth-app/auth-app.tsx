import { type ComponentType, useEffect } from 'react'
import { type AuthPagePath, authPagePaths, pages } from '#shared/pages.ts'
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

type AuthPage = { title: string; Page: ComponentType }

const authPage = (path: AuthPagePath, Page: ComponentType): AuthPage => ({ title: pages[path].title, Page })

export const authPages: Record<AuthPagePath, AuthPage> = {
  '/login': authPage('/login', LoginPage),
  '/register': authPage('/register', RegisterPage),
  '/forgot-password': authPage('/forgot-password', ForgotPasswordPage),
  '/reset-password': authPage('/reset-password', ResetPasswordPage),
  '/verify-email': authPage('/verify-email', VerifyEmailPage),
}

/** Which sign-in page a path (relative to the base path) is; Login for anything else. */
export function authPageOf(path: string): AuthPage {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return authPages[authPagePaths.find((page) => page === trimmed) ?? '/login']
}

/** The document title of a sign-in page. */
export function documentTitleOf(title: string): string {
  return `${title} · Foyer`
}

/**
 * A sign-in page in its frame. It sets the document title itself rather than rendering <title>:
 * the prerendered pages (prerender.tsx) carry theirs in the served HTML.
 */
export function AuthApp({
  title,
  Page,
  signedIn = null,
  options = PASSWORD_ONLY,
}: {
  title: string
  Page: ComponentType
  /** Who is signed in, for Login and Register opened by them: they say so instead of their form. */
  signedIn?: SignedInAs | null
  /** The instance's sign-in providers and password rule (the server's, else a password only). */
  options?: SignInPageOptions
}) {
  useEffect(() => {
    document.title = documentTitleOf(title)
  }, [title])
  return (
    <SignInOptionsContext value={options}>
      <AuthPageFrame>{signedIn ? <SignedInPanel signedIn={signedIn} /> : <Page />}</AuthPageFrame>
    </SignInOptionsContext>
  )
}
