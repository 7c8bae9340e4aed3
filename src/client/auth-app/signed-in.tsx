import { useState } from 'react'
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

// Login and Register opened by someone signed in (the menu's template items, an old tab): they say
// who is signed in and offer the way on, or to sign out and use another account. The server renders
// them so, with who it is (none when it sends the person on, where ?next= says).

export function SignedInPanel({ signedIn }: { signedIn: SignedInAs }) {
  const [isSigningOut, setIsSigningOut] = useState(false)
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
    <AuthFormLayout title="You are signed in">
      <p className="auth-lead">
        You are signed in as <strong>{signedIn.name}</strong> ({signedIn.email}).
      </p>
      {error && <FormError error={error} />}
      <ButtonLink to={HOME_PATH}>Go to the dashboard</ButtonLink>
      <button
        type="button"
        className="auth-button auth-button-outlined"
        onClick={() => void signOut()}
        disabled={isSigningOut}
        aria-busy={isSigningOut}
      >
        Sign out to use another account
      </button>
    </AuthFormLayout>
  )
}
