import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { useLocation, useSearchParams } from 'react-router'
import useSWR from 'swr'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormPasswordField } from '#client/components/form/form-password-field.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { showToast } from '#client/components/toast.tsx'
import { ApiRequestError, fetchJson } from '#client/lib/fetch-json.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import {
  authenticatorProofSchema,
  CONFIRM_ERROR_PARAM,
  CONFIRMATION_MINUTES,
  CONFIRMED_PARAM,
  type ConfirmationWays,
  type Confirmed,
  confirmationPaths,
  EMAILED_CODE_MINUTES,
  emailProofSchema,
  passwordProofSchema,
} from '#shared/confirmation.ts'

// "Confirm it's you" (src/shared/confirmation.ts): the one dialog every sensitive change opens when
// the session was not confirmed lately (fetchConfirmed). It offers what the account has: the
// password, a passkey, the authenticator app, a sign-in again at a linked provider (which leaves the
// page and comes back to it), or a code emailed to the current address.

type Way = 'password' | 'passkey' | 'authenticator' | 'email' | `provider:${string}`

const messages = defineMessages({
  title: { id: 'account.confirm.title', defaultMessage: 'Confirm it’s you' },
  loading: { id: 'account.confirm.loading', defaultMessage: 'Finding the ways you can confirm…' },
  password: { id: 'account.confirm.password', defaultMessage: 'Password' },
  authenticatorCode: {
    id: 'account.confirm.authenticator-code',
    defaultMessage: 'Code from your authenticator app',
  },
  emailedCode: { id: 'account.confirm.emailed-code', defaultMessage: 'Code from the email' },
  passkeyOffer: {
    id: 'account.confirm.passkey-offer',
    defaultMessage: 'Your browser will ask for one of your passkeys.',
  },
  passkeyRefused: {
    id: 'account.confirm.passkey-refused',
    defaultMessage:
      'No passkey answered: the prompt was closed or timed out. Try again, or confirm another way.',
  },
  confirm: { id: 'account.confirm.action', defaultMessage: 'Confirm' },
  usePasskey: { id: 'account.confirm.use-passkey-action', defaultMessage: 'Use a passkey' },
  sendCode: { id: 'account.confirm.send-code', defaultMessage: 'Email me a code' },
  sendAgain: { id: 'account.confirm.send-again', defaultMessage: 'Send another code' },
  otherWays: { id: 'account.confirm.other-ways', defaultMessage: 'Or confirm another way:' },
  wayPassword: { id: 'account.confirm.way-password', defaultMessage: 'With your password' },
  wayPasskey: { id: 'account.confirm.way-passkey', defaultMessage: 'With a passkey' },
  wayAuthenticator: {
    id: 'account.confirm.way-authenticator',
    defaultMessage: 'With your authenticator app',
  },
  wayEmail: { id: 'account.confirm.way-email', defaultMessage: 'With a code by email' },
})

const descriptionMessage = defineMessage<{ minutes: number }>({
  id: 'account.confirm.description',
  defaultMessage:
    'This change protects your account: confirm it’s you first. Foyer will not ask again for {minutes} minutes.',
})

const codeSentMessage = defineMessage<{ email: string; minutes: number }>({
  id: 'account.confirm.code-sent',
  defaultMessage: 'We emailed a code to {email}. It works for {minutes} minutes.',
})

const emailOfferMessage = defineMessage<{ email: string }>({
  id: 'account.confirm.email-offer',
  defaultMessage: 'We will email a code to {email}.',
})

const providerMessages = {
  way: defineMessage<{ provider: string }>({
    id: 'account.confirm.way-provider',
    defaultMessage: 'With {provider}',
  }),
  offer: defineMessage<{ provider: string }>({
    id: 'account.confirm.provider-offer',
    defaultMessage:
      'You will sign in at {provider} again and come back to this page. Then make your change again.',
  }),
  action: defineMessage<{ provider: string }>({
    id: 'account.confirm.provider-action',
    defaultMessage: 'Continue with {provider}',
  }),
  done: defineMessage<{ provider: string }>({
    id: 'account.confirm.provider-done',
    defaultMessage: 'You confirmed it’s you with {provider}. Make your change again.',
  }),
  notTheAccount: defineMessage({
    id: 'account.confirm.provider-not-the-account',
    defaultMessage:
      'You signed in at the provider with another account than the one linked here. Nothing was linked. Try again with the linked account, or confirm another way.',
  }),
  failed: defineMessage({
    id: 'account.confirm.provider-failed',
    defaultMessage: 'Signing in at the provider did not confirm it’s you. Try again, or confirm another way.',
  }),
}

const wayLabels = {
  password: messages.wayPassword,
  passkey: messages.wayPasskey,
  authenticator: messages.wayAuthenticator,
  email: messages.wayEmail,
} as const

/** The ways this account has, the one it is most used to first; an emailed code always works. */
function waysOf(ways: ConfirmationWays): Way[] {
  return [
    ...(ways.password ? (['password'] as const) : []),
    ...(ways.passkey ? (['passkey'] as const) : []),
    ...(ways.authenticator ? (['authenticator'] as const) : []),
    ...ways.providers.map((provider) => `provider:${provider.id}` as const),
    'email' as const,
  ]
}

/**
 * The question, or, on a page back from a provider, how that went: a toast once it worked, else the
 * question again with why. The page's address loses what the provider's return added to it.
 */
export function ConfirmDialog({
  onDone,
  isBackFromProvider = false,
}: {
  onDone: (confirmed: boolean) => void
  isBackFromProvider?: boolean
}) {
  const [params, setParams] = useSearchParams()
  const [returned] = useState(() =>
    isBackFromProvider
      ? { confirmed: params.get(CONFIRMED_PARAM), error: params.get(CONFIRM_ERROR_PARAM) }
      : null,
  )
  // Once, as the page comes back: the host's onDone is a new function at each of its renders.
  const finish = useRef(onDone)
  finish.current = onDone
  useEffect(() => {
    if (!returned) return
    setParams(
      (current) => {
        current.delete(CONFIRMED_PARAM)
        current.delete(CONFIRM_ERROR_PARAM)
        return current
      },
      { replace: true },
    )
    // Another query that merely looked like a return: nothing to say.
    if (!returned.confirmed && !returned.error) finish.current(false)
  }, [returned, setParams])
  if (returned && !returned.error)
    return returned.confirmed ? <ProviderConfirmed provider={returned.confirmed} onDone={onDone} /> : null
  return <ConfirmQuestion onDone={onDone} error={returned?.error ?? null} />
}

function ProviderConfirmed({ provider, onDone }: { provider: string; onDone: (confirmed: boolean) => void }) {
  const intl = useIntl()
  const { data: ways } = useSWR(confirmationPaths.confirm, (key: string) => fetchJson<ConfirmationWays>(key))
  const name = ways?.providers.find((known) => known.id === provider)?.name
  useEffect(() => {
    if (!ways) return
    if (name) showToast({ message: intl.formatMessage(providerMessages.done, { provider: name }) })
    onDone(true)
  }, [intl, name, ways, onDone])
  return null
}

const confirmWith = (body: unknown) =>
  fetchJson<Confirmed>(confirmationPaths.confirm, { method: 'POST', body: JSON.stringify(body) })

type Values = { method: Way; password: string; code: string }

/** The question itself; `error`: why the way back from a provider did not confirm. */
function ConfirmQuestion({ onDone, error }: { onDone: (confirmed: boolean) => void; error: string | null }) {
  const intl = useIntl()
  const location = useLocation()
  const { data: ways, error: waysError } = useSWR(confirmationPaths.confirm, (key: string) =>
    fetchJson<ConfirmationWays>(key),
  )
  const offered = ways ? waysOf(ways) : []
  const [chosen, setChosen] = useState<Way | null>(null)
  const way = chosen ?? offered[0] ?? null
  const provider = way?.startsWith('provider:')
    ? ways?.providers.find((known) => `provider:${known.id}` === way)
    : undefined
  const [returnedError, setReturnedError] = useState(() =>
    error
      ? new ApiRequestError(
          0,
          intl.formatMessage(
            error === 'not_the_linked_account' ? providerMessages.notTheAccount : providerMessages.failed,
          ),
          undefined,
          undefined,
          { code: error },
        )
      : null,
  )
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [isWorking, setIsWorking] = useState(false)
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { isSubmitting },
  } = useForm<Values>({
    resolver: (values, context, options) =>
      zodResolver(
        values.method === 'password'
          ? passwordProofSchema
          : values.method === 'authenticator'
            ? authenticatorProofSchema
            : emailProofSchema,
      )(values as never, context, options as never) as never,
    defaultValues: { method: 'password', password: '', code: '' },
  })
  const serverError = useServerError(setError, ['password', 'code'])

  useEffect(() => {
    if (way) setValue('method', way)
    if (way === 'password') setFocus('password')
    if (way === 'authenticator' || (way === 'email' && sentTo)) setFocus('code')
  }, [way, sentTo, setFocus, setValue])

  const choose = (next: Way) => {
    serverError.clear()
    setReturnedError(null)
    setValue('code', '')
    setChosen(next)
  }

  const sendCode = async () => {
    setIsWorking(true)
    const isSent = await serverError.attempt(() =>
      fetchJson(confirmationPaths.emailCode, { method: 'POST', body: '{}' }),
    )
    setIsWorking(false)
    if (isSent) setSentTo(ways?.email ?? '')
  }

  const confirmWithPasskey = async () => {
    setIsWorking(true)
    const isConfirmed = await serverError.attempt(async () => {
      const [{ startAuthentication }, optionsJSON] = await Promise.all([
        import('@simplewebauthn/browser'),
        fetchJson<Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON']>(
          confirmationPaths.passkeyOptions,
          { method: 'POST', body: '{}' },
        ),
      ])
      let response: unknown
      try {
        response = await startAuthentication({ optionsJSON })
      } catch (error) {
        // The browser's refusal (the prompt closed, timed out, or no passkey here) in a sentence.
        if (
          error instanceof Error &&
          ['NotAllowedError', 'AbortError', 'NotSupportedError'].includes(error.name)
        )
          throw new ApiRequestError(0, intl.formatMessage(messages.passkeyRefused), undefined, undefined, {
            code: 'passkey_cancelled',
          })
        throw error
      }
      await confirmWith({ method: 'passkey', response })
    })
    setIsWorking(false)
    if (isConfirmed) onDone(true)
  }

  /** To the provider's page; the callback confirms the session and comes back to this page. */
  const confirmAtProvider = async (id: string) => {
    setIsWorking(true)
    setReturnedError(null)
    const isStarted = await serverError.attempt(async () => {
      // Back to this page (the router's path is the one below the base path).
      const { url } = await fetchJson<{ url: string }>(confirmationPaths.provider, {
        method: 'POST',
        body: JSON.stringify({ provider: id, returnTo: `${location.pathname}${location.search}` }),
      })
      pageLoad.assign(url)
    })
    // Busy until the page is left.
    if (!isStarted) setIsWorking(false)
  }

  const submitCode = handleSubmit(async (values) => {
    const body =
      way === 'password' ? { method: way, password: values.password } : { method: way, code: values.code }
    if (await serverError.attempt(() => confirmWith(body))) onDone(true)
  })
  // A passkey, or a code still to be sent, has nothing typed to check.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (provider) {
      event.preventDefault()
      void confirmAtProvider(provider.id)
      return
    }
    if (way === 'passkey' || (way === 'email' && !sentTo)) {
      event.preventDefault()
      void (way === 'passkey' ? confirmWithPasskey() : sendCode())
      return
    }
    void submitCode(event)
  }

  /** The code's field, from the app or from the email, as one-time codes are typed. */
  const codeField = (label: MessageDescriptor) => (
    <FormTextField
      control={control}
      name="code"
      label={intl.formatMessage(label)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
    />
  )

  const actionLabel = provider
    ? intl.formatMessage(providerMessages.action, { provider: provider.name })
    : intl.formatMessage(
        way === 'passkey'
          ? messages.usePasskey
          : way === 'email' && !sentTo
            ? messages.sendCode
            : messages.confirm,
      )
  const labelOf = (other: Way) => {
    const named = ways?.providers.find((known) => `provider:${known.id}` === other)
    return named
      ? intl.formatMessage(providerMessages.way, { provider: named.name })
      : intl.formatMessage(wayLabels[other as keyof typeof wayLabels])
  }

  return (
    <ActionDialog
      open
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(descriptionMessage, { minutes: CONFIRMATION_MINUTES })}
      actionLabel={actionLabel}
      maxWidth="xs"
      onSubmit={onSubmit}
      onCancel={() => onDone(false)}
      isPending={isSubmitting || isWorking}
      isActionDisabled={!way}
      error={serverError.error ?? returnedError ?? (waysError ? (waysError as never) : null)}
    >
      {!ways && !waysError && <Typography>{intl.formatMessage(messages.loading)}</Typography>}
      {way === 'password' && (
        <FormPasswordField
          control={control}
          name="password"
          label={intl.formatMessage(messages.password)}
          autoComplete="current-password"
        />
      )}
      {way === 'passkey' && <Typography>{intl.formatMessage(messages.passkeyOffer)}</Typography>}
      {provider && (
        <Typography>{intl.formatMessage(providerMessages.offer, { provider: provider.name })}</Typography>
      )}
      {way === 'authenticator' && codeField(messages.authenticatorCode)}
      {way === 'email' &&
        (sentTo === null ? (
          <Typography>{intl.formatMessage(emailOfferMessage, { email: ways?.email ?? '' })}</Typography>
        ) : (
          <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Typography role="status">
              {intl.formatMessage(codeSentMessage, { email: sentTo, minutes: EMAILED_CODE_MINUTES })}
            </Typography>
            {codeField(messages.emailedCode)}
            <Button size="small" onClick={() => void sendCode()} disabled={isWorking}>
              {intl.formatMessage(messages.sendAgain)}
            </Button>
          </Stack>
        ))}
      {offered.length > 1 && (
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(messages.otherWays)}
          </Typography>
          {offered
            .filter((other) => other !== way)
            .map((other) => (
              <Button
                key={other}
                size="small"
                onClick={() => choose(other)}
                disabled={isSubmitting || isWorking}
              >
                {labelOf(other)}
              </Button>
            ))}
        </Stack>
      )}
    </ActionDialog>
  )
}
