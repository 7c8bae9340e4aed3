import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useState } from 'react'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { LoadError } from '#client/components/load-error.tsx'
import { LoadingSkeleton } from '#client/components/loading-skeleton.tsx'
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

const messages = defineMessages({
  title: { id: 'account.passkeys.title', defaultMessage: 'Passkeys' },
  add: { id: 'account.passkeys.add', defaultMessage: 'Add a passkey' },
  intro: {
    id: 'account.passkeys.intro',
    defaultMessage: "Sign in with your device's fingerprint, face or PIN instead of a password and a code.",
  },
  loadFailed: { id: 'account.passkeys.load-failed', defaultMessage: 'Your passkeys could not be loaded.' },
  loading: { id: 'account.passkeys.loading', defaultMessage: 'Loading your passkeys' },
  none: { id: 'account.passkeys.none', defaultMessage: 'You have no passkey yet.' },
  list: { id: 'account.passkeys.list', defaultMessage: 'Your passkeys' },
  remove: { id: 'account.passkeys.remove', defaultMessage: 'Remove' },
  synced: { id: 'account.passkeys.synced', defaultMessage: 'Synced passkey' },
  oneDevice: { id: 'account.passkeys.one-device', defaultMessage: 'On one device or key' },
  notUsed: { id: 'account.passkeys.not-used', defaultMessage: 'not used yet' },
})
const addedAt = defineMessage<{ date: string }>({
  id: 'account.passkeys.added-at',
  defaultMessage: 'added {date}',
})
const lastUsed = defineMessage<{ time: string }>({
  id: 'account.passkeys.last-used',
  defaultMessage: 'last used {time}',
})
const removeLabel = defineMessage<{ name: string }>({
  id: 'account.passkeys.remove-label',
  defaultMessage: 'Remove the passkey {name}',
})

/** Separate facts, each a message of its own, listed with a middle dot. */
function passkeyFacts(intl: IntlShape, passkey: PasskeySummary): string {
  const parts = [
    passkey.provider ?? intl.formatMessage(passkey.isSynced ? messages.synced : messages.oneDevice),
  ]
  if (passkey.createdAt) parts.push(intl.formatMessage(addedAt, { date: formatDateTime(passkey.createdAt) }))
  parts.push(
    passkey.lastUsedAt
      ? intl.formatMessage(lastUsed, { time: formatRelativeTime(intl, passkey.lastUsedAt) })
      : intl.formatMessage(messages.notUsed),
  )
  return parts.join(' · ')
}

export function PasskeysCard() {
  const { data, error, isValidating, mutate } = usePasskeys()
  const intl = useIntl()
  const [isAdding, setIsAdding] = useState(false)
  const [removing, setRemoving] = useState<PasskeySummary | null>(null)
  return (
    <MainCard
      title={intl.formatMessage(messages.title)}
      id="passkeys"
      secondary={
        <Button
          variant="outlined"
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onClick={() => setIsAdding(true)}
        >
          {intl.formatMessage(messages.add)}
        </Button>
      }
    >
      <Typography color="textSecondary">{intl.formatMessage(messages.intro)}</Typography>
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
      {data && data.length === 0 && (
        <Typography sx={{ mt: 2 }}>{intl.formatMessage(messages.none)}</Typography>
      )}
      {data && data.length > 0 && (
        <List aria-label={intl.formatMessage(messages.list)} sx={{ mt: 1 }}>
          {data.map((passkey) => (
            <ListItem key={passkey.id} divider disableGutters>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ width: '100%', gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <ListItemText primary={passkey.name} secondary={passkeyFacts(intl, passkey)} />
                <Button
                  color="error"
                  onPointerEnter={preloadDialogs}
                  onFocus={preloadDialogs}
                  onClick={() => setRemoving(passkey)}
                  aria-label={intl.formatMessage(removeLabel, { name: passkey.name })}
                >
                  {intl.formatMessage(messages.remove)}
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
