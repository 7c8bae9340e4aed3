import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useState } from 'react'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { LoadError } from '#client/components/load-error.tsx'
import { LoadingSkeleton } from '#client/components/loading-skeleton.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { SSO_ERROR_PARAM, SSO_LINKED_PARAM, type SsoProvider, ssoRefusals } from '#shared/sso.ts'
import { linkProvider, useLinkedAccounts } from '../api/provider-api.ts'
import type { Unlinking } from './provider-dialogs.tsx'

const UnlinkProviderDialog = lazyPanel(() =>
  import('./provider-dialogs.tsx').then((module) => module.UnlinkProviderDialog),
)

const messages = defineMessages({
  title: { id: 'account.providers.title', defaultMessage: 'Sign-in providers' },
  intro: {
    id: 'account.providers.intro',
    defaultMessage: 'Sign in with an account you already have elsewhere.',
  },
  loadFailed: {
    id: 'account.providers.load-failed',
    defaultMessage: 'Your sign-in providers could not be loaded.',
  },
  loading: { id: 'account.providers.loading', defaultMessage: 'Loading your sign-in providers' },
  list: { id: 'account.providers.list', defaultMessage: 'Sign-in providers' },
  notLinked: { id: 'account.providers.not-linked', defaultMessage: 'Not linked' },
  unlink: { id: 'account.providers.unlink', defaultMessage: 'Unlink' },
  link: { id: 'account.providers.link', defaultMessage: 'Link' },
})
type ProviderValues = { provider: string }
const linkedNow = defineMessage<ProviderValues>({
  id: 'account.providers.linked',
  defaultMessage: '{provider} is linked: you can sign in with it.',
})
const unlinkLabel = defineMessage<ProviderValues>({
  id: 'account.providers.unlink-label',
  defaultMessage: 'Unlink {provider}',
})
const linkLabel = defineMessage<ProviderValues>({
  id: 'account.providers.link-label',
  defaultMessage: 'Link {provider}',
})
const linkedAt = defineMessage<{ date: string }>({
  id: 'account.providers.linked-at',
  defaultMessage: 'Linked {date}',
})

// What went wrong on the way back from a provider, in the English of sso-errors.ts (the server's
// Login says the same sentences).
const sso = defineMessages({
  cancelled: {
    id: 'account.providers.error.cancelled',
    defaultMessage: 'Signing in was cancelled at the provider. Try again, or sign in another way.',
  },
  notSignedIn: {
    id: 'account.providers.error.not-signed-in',
    defaultMessage: 'The provider did not sign you in. Try again.',
  },
  unchecked: {
    id: 'account.providers.error.unchecked',
    defaultMessage:
      'This sign-in could not be checked: it was started in another browser or tab, or took too long. Try again.',
  },
  tooLong: {
    id: 'account.providers.error.too-long',
    defaultMessage: 'This sign-in took too long. Try again.',
  },
  expired: {
    id: 'account.providers.error.expired',
    defaultMessage: 'The provider’s answer has expired or was used already. Try again.',
  },
  noAnswer: {
    id: 'account.providers.error.no-answer',
    defaultMessage: 'The provider sent no answer Foyer can use. Try again.',
  },
  wrongIssuer: {
    id: 'account.providers.error.wrong-issuer',
    defaultMessage: 'The answer did not come from the configured provider.',
  },
  noUser: {
    id: 'account.providers.error.no-user',
    defaultMessage: 'The provider did not say who you are. Try again, or ask your administrator.',
  },
  noEmail: {
    id: 'account.providers.error.no-email',
    defaultMessage: 'The provider did not share your email address, which Foyer needs.',
  },
  emailNotVerified: {
    id: 'account.providers.error.email-not-verified',
    defaultMessage: 'The provider has not verified your email address. Verify it there, then try again.',
  },
  notLinked: {
    id: 'account.providers.error.not-linked',
    defaultMessage:
      'An account already uses this email address, and the provider has not verified that it is yours. Sign in with your password, then link the provider in Account Settings.',
  },
  linkedElsewhere: {
    id: 'account.providers.error.linked-elsewhere',
    defaultMessage: 'This provider account is linked to another Foyer account.',
  },
  otherEmail: {
    id: 'account.providers.error.other-email',
    defaultMessage: 'This provider account has another email address.',
  },
  linkFailed: {
    id: 'account.providers.error.link-failed',
    defaultMessage: 'The provider could not be linked. Try again.',
  },
  createFailed: {
    id: 'account.providers.error.create-failed',
    defaultMessage: 'Your account could not be created. Try again, or ask your administrator.',
  },
  signUpOff: {
    id: 'account.providers.error.sign-up-off',
    defaultMessage:
      'Accounts cannot be created through this provider. Ask an administrator for an invitation.',
  },
  domain: {
    id: 'account.providers.error.domain',
    defaultMessage:
      'Accounts cannot be created here with this email address’s domain. Ask an administrator for an invitation.',
  },
  banned: {
    id: 'account.providers.error.banned',
    defaultMessage: 'An administrator has banned your account.',
  },
  providerOff: {
    id: 'account.providers.error.provider-off',
    defaultMessage: 'This provider is not offered here any more.',
  },
  other: {
    id: 'account.providers.error.other',
    defaultMessage: 'Signing in with the provider did not work. Try again, or sign in another way.',
  },
})

/** The codes of ssoErrorSentences (sso-errors.ts), each with its sentence. */
const ssoErrors: Record<string, MessageDescriptor> = {
  access_denied: sso.cancelled,
  consent_required: sso.cancelled,
  login_required: sso.notSignedIn,
  state_mismatch: sso.unchecked,
  state_not_found: sso.unchecked,
  please_restart_the_process: sso.tooLong,
  invalid_code: sso.expired,
  no_code: sso.noAnswer,
  invalid_callback_request: sso.noAnswer,
  issuer_mismatch: sso.wrongIssuer,
  nonce_binding_missing: sso.wrongIssuer,
  unable_to_get_user_info: sso.noUser,
  email_not_found: sso.noEmail,
  email_not_verified: sso.emailNotVerified,
  [ssoRefusals.notLinked]: sso.notLinked,
  account_already_linked_to_different_user: sso.linkedElsewhere,
  email_does_not_match: sso.otherEmail,
  unable_to_link_account: sso.linkFailed,
  unable_to_create_user: sso.createFailed,
  signup_disabled: sso.signUpOff,
  [ssoRefusals.domain]: sso.domain,
  [ssoRefusals.banned]: sso.banned,
  BANNED_USER: sso.banned,
  [ssoRefusals.passwordOnly]: sso.providerOff,
}

/** The sentence for an error code a provider's callback came back with; a general one for others. */
function ssoError(code: string): MessageDescriptor {
  return Object.hasOwn(ssoErrors, code) ? (ssoErrors[code] ?? sso.other) : sso.other
}

// Account Settings' sign-in providers (shown when the instance offers any): each linked or not; Link
// goes to the provider's page and back here, Unlink asks first and is refused by the server when it
// would leave no way to sign in.

export function ProvidersCard() {
  const intl = useIntl()
  const providers = usePublicConfig()?.signIn.providers ?? []
  const { data, error, isValidating, mutate } = useLinkedAccounts()
  const [query] = useSearchParams()
  const [pending, setPending] = useState<string | null>(null)
  const [failure, setFailure] = useState<ApiRequestError | null>(null)
  const [unlinking, setUnlinking] = useState<Unlinking | null>(null)
  const [done, setDone] = useState<string | null>(null)
  if (providers.length === 0) return null

  const linked = providers.find((provider) => provider.id === query.get(SSO_LINKED_PARAM))
  const returnedError = query.get(SSO_ERROR_PARAM)

  const link = async (provider: SsoProvider) => {
    setPending(provider.id)
    setFailure(null)
    try {
      await linkProvider(provider.id)
    } catch (caught) {
      setPending(null)
      setFailure(toApiRequestError(caught))
    }
  }
  return (
    <MainCard title={intl.formatMessage(messages.title)} id="providers">
      <Typography color="textSecondary">{intl.formatMessage(messages.intro)}</Typography>
      {linked && !done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {intl.formatMessage(linkedNow, { provider: linked.name })}
        </Alert>
      )}
      {returnedError && !done && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {intl.formatMessage(ssoError(returnedError))}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {done}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure.message}
        </Alert>
      )}
      {error && !data && (
        <LoadError
          what={intl.formatMessage(messages.loadFailed)}
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {!data && !error && (
        <LoadingSkeleton variant="text" height={48} label={intl.formatMessage(messages.loading)} />
      )}
      {data && (
        <List aria-label={intl.formatMessage(messages.list)} sx={{ mt: 1 }}>
          {providers.map((provider) => {
            const account = data.find((row) => row.providerId === provider.id)
            return (
              <ListItem key={provider.id} divider disableGutters>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{
                    width: '100%',
                    gap: 1,
                    alignItems: { sm: 'center' },
                    justifyContent: 'space-between',
                  }}
                >
                  <ListItemText
                    primary={provider.name}
                    secondary={
                      account
                        ? intl.formatMessage(linkedAt, { date: formatDateTime(account.createdAt) })
                        : intl.formatMessage(messages.notLinked)
                    }
                  />
                  {account ? (
                    <Button
                      color="error"
                      onPointerEnter={UnlinkProviderDialog.preload}
                      onFocus={UnlinkProviderDialog.preload}
                      onClick={() => setUnlinking({ provider, account })}
                      aria-label={intl.formatMessage(unlinkLabel, {
                        provider: provider.name,
                      })}
                    >
                      {intl.formatMessage(messages.unlink)}
                    </Button>
                  ) : (
                    <Button
                      variant="outlined"
                      onClick={() => void link(provider)}
                      disabled={pending !== null}
                      aria-label={intl.formatMessage(linkLabel, { provider: provider.name })}
                    >
                      {intl.formatMessage(messages.link)}
                    </Button>
                  )}
                </Stack>
              </ListItem>
            )
          })}
        </List>
      )}
      <Suspense fallback={null}>
        {unlinking && (
          <UnlinkProviderDialog
            unlinking={unlinking}
            onClose={() => setUnlinking(null)}
            onUnlinked={(text) => {
              setUnlinking(null)
              setDone(text)
            }}
          />
        )}
      </Suspense>
    </MainCard>
  )
}
