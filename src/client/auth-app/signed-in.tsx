import { useState } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { post } from '#client/features/auth/api/sign-in-api.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { forgetPersonalData } from '#client/lib/personal-storage.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { authPaths, HOME_PATH } from '#shared/auth-rules.ts'
import type { SignedInAs } from '#shared/rendered-page.ts'
import { AuthFormLayout } from './components/auth-layout.tsx'
import { ButtonLink } from './components/controls.tsx'
import { FormError } from './components/messages.tsx'
import { useIsHydrated } from './use-is-hydrated.ts'

// Login and Register opened by someone signed in (the menu's template items, an old tab): they say
// who is signed in and offer the way on, or to sign out and use another account. The server renders
// them so, with who it is (none when it sends the person on, where ?next= says).

const messages = defineMessages({
  title: { id: 'auth.signed-in.title', defaultMessage: 'You are signed in' },
  dashboard: { id: 'auth.signed-in.dashboard', defaultMessage: 'Go to the dashboard' },
  signOut: { id: 'auth.signed-in.sign-out', defaultMessage: 'Sign out to use another account' },
})

export function SignedInPanel({ signedIn }: { signedIn: SignedInAs }) {
  const intl = useIntl()
  const [isSigningOut, setIsSigningOut] = useState(false)
  const isHydrated = useIsHydrated()
  const [error, setError] = useState<ApiRequestError | null>(null)
  const signOut = async () => {
    setIsSigningOut(true)
    setError(null)
    try {
      // The app's signOut (features/auth/api/auth-api.ts) also updates SWR's cache, which these
      // pages do without (decision 007): the request and the forgetting are all there is to it here.
      forgetPersonalData()
      await post(authPaths.signOut, {})
    } catch (caught) {
      setError(toApiRequestError(caught))
      setIsSigningOut(false)
      return
    }
    // The same page again, now for someone signed out: its form.
    pageLoad.replace(window.location.href)
  }
  return (
    <AuthFormLayout title={intl.formatMessage(messages.title)}>
      <p className="auth-lead">
        <FormattedMessage
          id="auth.signed-in.as"
          defaultMessage="You are signed in as <strong>{name}</strong> ({email})."
          values={{
            name: signedIn.name,
            email: signedIn.email,
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      {error && <FormError error={error} />}
      <ButtonLink to={HOME_PATH}>{intl.formatMessage(messages.dashboard)}</ButtonLink>
      <button
        type="button"
        className="auth-button auth-button-outlined"
        onClick={() => void signOut()}
        // Only the script can sign out: wait for it, as SubmitButton does.
        disabled={isSigningOut || !isHydrated}
        data-waiting={isHydrated ? undefined : ''}
        aria-busy={isSigningOut}
      >
        {intl.formatMessage(messages.signOut)}
      </button>
    </AuthFormLayout>
  )
}
