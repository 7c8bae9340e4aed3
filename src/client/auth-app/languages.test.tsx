import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '#client/test/mock-fetch.ts'
import { LANGUAGES } from '#shared/languages.ts'
import { authPagePaths } from '#shared/pages.ts'
import type { SignInPageOptions } from '#shared/sso.ts'
import { AuthApp, authPages } from './auth-app.tsx'
import { signInMessages } from './language.ts'

// The sign-in pages load only their part of a language's catalogue (scripts/messages-plugin.ts,
// SIGN_IN_MESSAGE_PREFIXES): every message they show must be in it, else they would show English.

const withProvider: SignInPageOptions = {
  providers: [{ id: 'oidc', name: 'Acme SSO' }],
  passwordSignIn: true,
}
const ada = { name: 'Ada Lovelace', email: 'ada@example.com' }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the sign-in pages in every language', () => {
  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    it(`find every message they show in their part of the ${language} catalogue`, async () => {
      mockFetch({})
      const missing = vi.spyOn(console, 'error').mockImplementation(() => {})
      const messages = await signInMessages(language)
      for (const path of authPagePaths) {
        const { Page } = authPages[path]
        window.history.replaceState(null, '', `${path}?token=t&email=ada%40example.com`)
        for (const signedIn of [null, ada]) {
          const { unmount } = render(
            <AuthApp
              path={path}
              Page={Page}
              signedIn={signedIn}
              options={withProvider}
              language={language}
              messages={messages}
            />,
          )
          unmount()
        }
      }
      expect(missing.mock.calls.map((call) => String(call[0]))).toEqual([])
    })
  }

  it('writes Login in French, its title included', async () => {
    mockFetch({})
    window.history.replaceState(null, '', '/login')
    render(
      <AuthApp
        path="/login"
        Page={authPages['/login'].Page}
        language="fr"
        messages={await signInMessages('fr')}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument()
    expect(document.title).toBe('Connexion · Foyer')
  })
})
