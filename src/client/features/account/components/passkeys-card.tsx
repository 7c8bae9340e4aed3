import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useState } from 'react'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import type { PasskeySummary } from '#shared/passkeys.ts'
import { usePasskeys } from '../api/passkey-api.ts'

const AddPasskeyDialog = lazyPanel(() =>
  import('./passkey-dialogs.tsx').then((module) => module.AddPasskeyDialog),
)
const RemovePasskeyDialog = lazyPanel(() =>
  import('./passkey-dialogs.tsx').then((module) => module.RemovePasskeyDialog),
)
const preloadDialogs = () => AddPasskeyDialog.preload()

// Account Settings' passkeys: each named, with when it was made and last used, removable; a new
// one is named, then made by the browser (a fingerprint, a face, a PIN or a security key).

function passkeyFacts(passkey: PasskeySummary): string {
  const parts = [passkey.provider ?? (passkey.isSynced ? 'Synced passkey' : 'On one device or key')]
  if (passkey.createdAt) parts.push(`added ${formatDateTime(passkey.createdAt)}`)
  parts.push(passkey.lastUsedAt ? `last used ${formatRelativeTime(passkey.lastUsedAt)}` : 'not used yet')
  return parts.join(' · ')
}

export function PasskeysCard() {
  const { data, error, isValidating, mutate } = usePasskeys()
  const [isAdding, setIsAdding] = useState(false)
  const [removing, setRemoving] = useState<PasskeySummary | null>(null)
  return (
    <MainCard
      title="Passkeys"
      id="passkeys"
      secondary={
        <Button
          variant="outlined"
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onClick={() => setIsAdding(true)}
        >
          Add a passkey
        </Button>
      }
    >
      <Typography color="textSecondary">
        Sign in with your device's fingerprint, face or PIN instead of a password and a code.
      </Typography>
      {error && !data && (
        <LoadError
          what="Your passkeys could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {!data && !error && <Skeleton variant="text" height={48} aria-label="Loading your passkeys" />}
      {data && data.length === 0 && <Typography sx={{ mt: 2 }}>You have no passkey yet.</Typography>}
      {data && data.length > 0 && (
        <List aria-label="Your passkeys" sx={{ mt: 1 }}>
          {data.map((passkey) => (
            <ListItem key={passkey.id} divider disableGutters>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ width: '100%', gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <ListItemText primary={passkey.name} secondary={passkeyFacts(passkey)} />
                <Button
                  color="error"
                  onPointerEnter={preloadDialogs}
                  onFocus={preloadDialogs}
                  onClick={() => setRemoving(passkey)}
                  aria-label={`Remove the passkey ${passkey.name}`}
                >
                  Remove
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <Suspense fallback={null}>
        {isAdding && <AddPasskeyDialog onClose={() => setIsAdding(false)} />}
        {removing && <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />}
      </Suspense>
    </MainCard>
  )
}
