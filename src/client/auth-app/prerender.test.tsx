import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '#shared/languages.ts'
import { prerenderedAuthPageKey } from '#shared/rendered-page.ts'
import { PASSWORD_ONLY, type SignInPageOptions } from '#shared/sso.ts'
import { prerender, prerenderedPaths, renderAuthPage } from './prerender.tsx'

// The server renders a sign-in page for the query it was asked with (decision 007): what the page
// shows comes from that query, never from the window (this test's window has none).

describe('renderAuthPage', () => {
  it('renders Reset password as its token allows: the form for a usable one, else "not valid"', () => {
    const form = renderAuthPage('/reset-password', '?token=abc123')
    expect(form.title).toBe('Reset password · Foyer')
    expect(form.html).toContain('Choose a new password')
    expect(form.html).not.toContain('abc123')
    for (const query of ['', '?token=', '?token=abc123&error=INVALID_TOKEN', `?token=${'x'.repeat(300)}`]) {
      const invalid = renderAuthPage('/reset-password', query)
      expect(invalid.html, query).toContain('This reset link has expired or is not valid.')
      expect(invalid.html, query).not.toContain('Choose a new password')
    }
  })

  it('writes the address of Verify email escaped, and only a valid one', () => {
    const page = renderAuthPage('/verify-email', "?email=o'brien%2Bnew%40example.com")
    expect(page.html).toContain('<strong>o&#x27;brien+new@example.com</strong>')
    const made = renderAuthPage('/verify-email', '?email=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(made.html).not.toContain('<script')
    expect(made.html).toContain('your email address')
  })

  it('renders every button of Login disabled until the script takes over: a click would be lost', () => {
    const options: SignInPageOptions = { providers: [{ id: 'oidc', name: 'Acme SSO' }], passwordSignIn: true }
    const page = new DOMParser().parseFromString(
      renderAuthPage('/login', '', null, options).html,
      'text/html',
    )
    const buttons = [...page.querySelectorAll<HTMLButtonElement>('button.auth-button')]
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Login',
      'Sign in with a passkey',
      'Sign in with Acme SSO',
    ])
    for (const button of buttons) expect(button.disabled, button.textContent ?? '').toBe(true)
  })

  it('says why Login was opened, from ?reason=', () => {
    expect(renderAuthPage('/login', '?reason=expired').html).toContain('Your session has ended.')
    expect(renderAuthPage('/login', '').html).not.toContain('Your session has ended.')
  })

  it('prerenders Login, Register and Forgot password in each language as they render without a query', () => {
    const built = prerender()
    const keys = LANGUAGES.flatMap((language) =>
      prerenderedPaths.map((path) => prerenderedAuthPageKey(language, path)),
    )
    expect(Object.keys(built)).toEqual(keys)
    for (const language of LANGUAGES)
      for (const path of prerenderedPaths)
        expect(built[prerenderedAuthPageKey(language, path)]).toEqual(
          renderAuthPage(path, '', null, PASSWORD_ONLY, language),
        )
    expect(built[prerenderedAuthPageKey('fr', '/login')]?.title).toBe('Connexion · Foyer')
    expect(built[prerenderedAuthPageKey('de', '/register')]?.title).toBe('Registrieren · Foyer')
  })
})
