import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Suspense, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ApiKeyList } from '#client/components/api-key-list.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import type { AdminPerson } from '#shared/admin.ts'
import type { OwnedApiKey } from '#shared/api-keys.ts'
import { usePersonApiKeys } from '../api/admin-api.ts'

// A person's page: their API keys (docs/api.md), each with its first characters, scopes, expiry and
// last use, and a button that revokes it.

const RevokeApiKeyDialog = lazyPanel(() =>
  import('./revoke-api-key-dialog.tsx').then((module) => module.RevokeApiKeyDialog),
)
const preloadDialog = () => RevokeApiKeyDialog.preload()

const messages = defineMessages({
  title: { id: 'admin.person.api-keys.title', defaultMessage: 'API keys' },
  loading: { id: 'admin.person.api-keys.loading', defaultMessage: 'Loading the API keys' },
  failed: { id: 'admin.person.api-keys.failed', defaultMessage: 'The API keys could not be loaded.' },
})
const intro = defineMessage<{ name: string }>({
  id: 'admin.person.api-keys.intro',
  defaultMessage:
    'Keys that {name} made for scripts. Each acts as them, within its scopes: revoke one that should no longer work.',
})
const none = defineMessage<{ name: string }>({
  id: 'admin.person.api-keys.none',
  defaultMessage: '{name} has no API key.',
})
const listLabel = defineMessage<{ name: string }>({
  id: 'admin.person.api-keys.list',
  defaultMessage: 'API keys of {name}',
})

export function PersonApiKeys({ person }: { person: AdminPerson }) {
  const { data, error, isLoading, isValidating, mutate } = usePersonApiKeys(person.id)
  const intl = useIntl()
  const [revoking, setRevoking] = useState<OwnedApiKey | null>(null)
  const name = person.name
  const keys = data?.items
  return (
    <MainCard title={intl.formatMessage(messages.title)} sx={{ height: '100%' }}>
      <Typography color="textSecondary">{intl.formatMessage(intro, { name })}</Typography>
      {isLoading && (
        <Box role="status" aria-label={intl.formatMessage(messages.loading)} sx={{ mt: 1 }}>
          <Skeleton variant="text" height={48} />
        </Box>
      )}
      {error && !data && (
        <Box sx={{ mt: 2 }}>
          <LoadError
            what={intl.formatMessage(messages.failed)}
            error={error}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        </Box>
      )}
      {keys && keys.length === 0 && (
        <Typography sx={{ mt: 2 }}>{intl.formatMessage(none, { name })}</Typography>
      )}
      {keys && keys.length > 0 && (
        <ApiKeyList
          keys={keys}
          label={intl.formatMessage(listLabel, { name })}
          onRevoke={setRevoking}
          onPreload={preloadDialog}
        />
      )}
      <Suspense fallback={null}>
        {revoking && <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
      </Suspense>
    </MainCard>
  )
}
