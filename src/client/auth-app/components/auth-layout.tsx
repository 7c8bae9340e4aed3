import type { ReactNode } from 'react'
import { LogoIcon } from '#client/components/logo/logo-icon.tsx'
import { HOME_PATH } from '#shared/auth-rules.ts'
import { MAIN_CONTENT_ID } from '#shared/constants.ts'
import { hrefOf } from '../navigation.ts'

/** The frame of every sign-in page, as the app's minimal layout draws it: logo, centred card, footer. */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <div className="auth-page">
        <header className="auth-header">
          <a className="auth-logo" href={hrefOf(HOME_PATH)} aria-label="Foyer home">
            <span data-testid="logo-main" className="auth-logo-main">
              <LogoIcon />
              <span className="auth-wordmark">Foyer</span>
            </span>
          </a>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="auth-main">
          {children}
        </main>
        <footer className="auth-footer">
          <span className="auth-caption auth-muted">Foyer {__APP_VERSION__}</span>
          <span className="auth-footer-links">
            <a className="auth-link auth-link-footer" href={hrefOf('/terms')}>
              Terms
            </a>
            <a className="auth-link auth-link-footer" href={hrefOf('/privacy')}>
              Privacy
            </a>
          </span>
        </footer>
      </div>
    </>
  )
}

/** A sign-in screen: the card, its one h1 on the left and a link (Register, Login...) on the right. */
export function AuthFormLayout({
  title,
  aside,
  children,
}: {
  title: string
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="auth-card">
      <div className="auth-card-title">
        <h1>{title}</h1>
        {aside}
      </div>
      {children}
    </div>
  )
}
