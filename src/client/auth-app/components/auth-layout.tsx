import type { ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { LogoIcon } from '#client/components/logo/logo-icon.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { HOME_PATH } from '#shared/auth-rules.ts'
import { MAIN_CONTENT_ID } from '#shared/constants.ts'
import { hrefOf } from '../navigation.ts'

const messages = defineMessages({
  skipLink: { id: 'auth.frame.skip-link', defaultMessage: 'Skip to main content' },
  home: { id: 'auth.frame.home', defaultMessage: 'Foyer home' },
})

/** The frame of every sign-in page, as the app's minimal layout draws it: logo, centred card, footer. */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  const intl = useIntl()
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {intl.formatMessage(messages.skipLink)}
      </a>
      <div className="auth-page">
        <header className="auth-header">
          <a className="auth-logo" href={hrefOf(HOME_PATH)} aria-label={intl.formatMessage(messages.home)}>
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
              {intl.formatMessage(pageTitles['/terms'])}
            </a>
            <a className="auth-link auth-link-footer" href={hrefOf('/privacy')}>
              {intl.formatMessage(pageTitles['/privacy'])}
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
