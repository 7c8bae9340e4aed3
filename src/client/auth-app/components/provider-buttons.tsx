import { useState } from 'react'
import { type ApiRequestError, fetchJson } from '#client/lib/fetch-json.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { authPaths } from '#shared/auth-rules.ts'
import { useSignInOptions } from '../sign-in-options.ts'
import { useIsHydrated } from '../use-is-hydrated.ts'
import { FormError } from './messages.tsx'

/**
 * A button for each sign-in provider the instance offers: the provider's page, then back to `next`.
 * Under a password form they follow an "or"; alone (PASSWORD_SIGN_IN=false) they are the way in.
 */
export function ProviderButtons({ next, verb }: { next: string; verb: 'Sign in' | 'Sign up' }) {
  const { providers, passwordSignIn } = useSignInOptions()
  const isHydrated = useIsHydrated()
  const [pending, setPending] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ key: number; error: ApiRequestError } | null>(null)
  if (providers.length === 0) return null

  const start = async (provider: string) => {
    setPending(provider)
    setFailure(null)
    try {
      const { url } = await fetchJson<{ url: string }>(authPaths.signInWithProvider, {
        method: 'POST',
        body: JSON.stringify({ provider, next, disableRedirect: true }),
      })
      pageLoad.assign(url)
    } catch (caught) {
      setPending(null)
      setFailure((previous) => ({ key: (previous?.key ?? 0) + 1, error: toApiRequestError(caught) }))
    }
  }

  return (
    <div className="auth-providers">
      {passwordSignIn && (
        <p className="auth-divider">
          <span>or</span>
        </p>
      )}
      {failure && <FormError key={failure.key} error={failure.error} />}
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="auth-button auth-button-outlined"
          onClick={() => void start(provider.id)}
          // Nothing but the script can start the provider's page: wait for it, as SubmitButton does.
          disabled={pending !== null || !isHydrated}
          data-waiting={isHydrated ? undefined : ''}
          aria-busy={pending === provider.id}
        >
          {verb} with {provider.name}
        </button>
      ))}
    </div>
  )
}
