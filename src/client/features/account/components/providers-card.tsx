import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { SSO_ERROR_PARAM, SSO_LINKED_PARAM, type SsoProvider } from '#shared/sso.ts'
import { ssoErrorMessage } from '#shared/sso-errors.ts'
import { linkProvider, useLinkedAccounts } from '../api/provider-api.ts'
import type { Unlinking } from './provider-dialogs.tsx'

const UnlinkProviderDialog = lazyPanel(() =>
  import('./provider-dialogs.tsx').then((module) => module.UnlinkProviderDialog),
)

// Account Settings' sign-in providers (shown when the instance offers any): each linked or not; Link
// goes to the provider's page and back here, Unlink asks first and is refused by the server when it
// would leave no way to sign in.

export function ProvidersCard() {
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
    <MainCard title="Sign-in providers" id="providers">
      <Typography color="textSecondary">Sign in with an account you already have elsewhere.</Typography>
      {linked && !done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {linked.name} is linked: you can sign in with it.
        </Alert>
      )}
      {returnedError && !done && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {ssoErrorMessage(returnedError)}
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
          what="Your sign-in providers could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {!data && !error && <Skeleton variant="text" height={48} aria-label="Loading your sign-in providers" />}
      {data && (
        <List aria-label="Sign-in providers" sx={{ mt: 1 }}>
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
                    secondary={account ? `Linked ${formatDateTime(account.createdAt)}` : 'Not linked'}
                  />
                  {account ? (
                    <Button
                      color="error"
                      onPointerEnter={UnlinkProviderDialog.preload}
                      onFocus={UnlinkProviderDialog.preload}
                      onClick={() => setUnlinking({ provider, account })}
                      aria-label={`Unlink ${provider.name}`}
                    >
                      Unlink
                    </Button>
                  ) : (
                    <Button
                      variant="outlined"
                      onClick={() => void link(provider)}
                      disabled={pending !== null}
                      aria-label={`Link ${provider.name}`}
                    >
                      Link
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
