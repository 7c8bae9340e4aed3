import { useState } from 'react'
import { defineMessage, useIntl } from 'react-intl'
import { type ApiRequestError, fetchJson } from '#client/lib/fetch-json.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { authPaths } from '#shared/auth-rules.ts'
import { useSignInOptions } from '../sign-in-options.ts'
import { useIsHydrated } from '../use-is-hydrated.ts'
import { FormError } from './messages.tsx'

const or = defineMessage({ id: 'auth.providers.or', defaultMessage: 'or' })
const withProvider = defineMessage<{ action: 'signIn' | 'signUp'; provider: string }>({
  id: 'auth.providers.with',
  defaultMessage: '{action, select, signUp {Sign up with {provider}} other {Sign in with {provider}}}',
})

/**
 * A button for each sign-in provider the instance offers: the provider's page, then back to `next`.
 * Under a password form they follow an "or"; alone (PASSWORD_SIGN_IN=false) they are the way in.
 */
export function ProviderButtons({ next, action }: { next: string; action: 'signIn' | 'signUp' }) {
  const intl = useIntl()
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
          <span>{intl.formatMessage(or)}</span>
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
          {intl.formatMessage(withProvider, { action, provider: provider.name })}
        </button>
      ))}
    </div>
  )
}
