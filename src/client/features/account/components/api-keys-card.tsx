import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Suspense, useState } from 'react'
import { defineMessage, defineMessages, type MessageTag, useIntl } from 'react-intl'
import { ApiKeyList } from '#client/components/api-key-list.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { LoadingSkeleton } from '#client/components/loading-skeleton.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { basePath } from '#client/lib/base-path.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import type { ApiKey } from '#shared/api-keys.ts'
import type { Role } from '#shared/auth-rules.ts'
import { useApiKeys } from '../api/api-key-api.ts'

// Account Settings' API keys (docs/api.md): each named, with its first characters, scopes, expiry
// and last use, revocable. The dialogs (and the form's schema) are a chunk of their own.

const CreateApiKeyDialog = lazyPanel(() =>
  import('./api-key-dialogs.tsx').then((module) => module.CreateApiKeyDialog),
)
const RevokeApiKeyDialog = lazyPanel(() =>
  import('./api-key-dialogs.tsx').then((module) => module.RevokeApiKeyDialog),
)
const preloadDialogs = () => CreateApiKeyDialog.preload()

const messages = defineMessages({
  title: { id: 'account.api-keys.title', defaultMessage: 'API keys' },
  create: { id: 'account.api-keys.create', defaultMessage: 'Create a key' },
  loadFailed: { id: 'account.api-keys.load-failed', defaultMessage: 'Your API keys could not be loaded.' },
  loading: { id: 'account.api-keys.loading', defaultMessage: 'Loading your API keys' },
  none: { id: 'account.api-keys.none', defaultMessage: 'You have no API key.' },
  list: { id: 'account.api-keys.list', defaultMessage: 'Your API keys' },
})
const intro = defineMessage<{ link: MessageTag }>({
  id: 'account.api-keys.intro',
  defaultMessage:
    'A script or another program sends an API key to use Foyer’s API as you, within the scopes you give the key. <link>Read the API documentation</link>.',
})

/** `personRole`: the signed-in person's role, which decides the scopes their keys may have. */
export function ApiKeysCard({ personRole }: { personRole: Role | undefined }) {
  const { data, error, isValidating, mutate } = useApiKeys()
  const intl = useIntl()
  const [isCreating, setIsCreating] = useState(false)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const keys = data?.items
  return (
    <MainCard
      title={intl.formatMessage(messages.title)}
      id="api-keys"
      secondary={
        <Button
          variant="outlined"
          // The scopes offered depend on the role.
          disabled={!personRole}
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onClick={() => setIsCreating(true)}
        >
          {intl.formatMessage(messages.create)}
        </Button>
      }
    >
      <Typography color="textSecondary">
        {intl.formatMessage(intro, {
          link: (chunks) => <Link href={`${basePath}${apiKeyPaths.docs}`}>{chunks}</Link>,
        })}
      </Typography>
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
      {keys && keys.length === 0 && (
        <Typography sx={{ mt: 2 }}>{intl.formatMessage(messages.none)}</Typography>
      )}
      {keys && keys.length > 0 && (
        <ApiKeyList
          keys={keys}
          label={intl.formatMessage(messages.list)}
          onRevoke={setRevoking}
          onPreload={preloadDialogs}
        />
      )}
      <Suspense fallback={null}>
        {isCreating && personRole && (
          <CreateApiKeyDialog personRole={personRole} onClose={() => setIsCreating(false)} />
        )}
        {revoking && <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
      </Suspense>
    </MainCard>
  )
}
