import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { useEffect, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { deviceName } from '#client/lib/device.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import type { SessionInfo } from '#shared/account.ts'
import { preloadAccountActions, useAccountActions } from '../api/account-actions.ts'
import { useApiKeys } from '../api/api-key-api.ts'

// The sessions card's confirmation and the revoke it makes: a module of its own, loaded on intent to
// revoke (pointer over or focus on a Revoke button), not with Account Settings. Signing out the other
// sessions offers to end the API keys too: no sign-out reaches a key otherwise.

const messages = defineMessages({
  titleOne: { id: 'account.sessions.revoke-dialog.title-one', defaultMessage: 'Revoke this session?' },
  titleOthers: {
    id: 'account.sessions.revoke-dialog.title-others',
    defaultMessage: 'Sign out all other sessions?',
  },
  describeOthers: {
    id: 'account.sessions.revoke-dialog.description-others',
    defaultMessage:
      'Every device but this one will be signed out and will need your password to sign in again.',
  },
  actionOne: { id: 'account.sessions.revoke-dialog.action-one', defaultMessage: 'Revoke session' },
  actionOthers: {
    id: 'account.sessions.revoke-dialog.action-others',
    defaultMessage: 'Sign out other sessions',
  },
})
const describeOne = defineMessage<{ device: string; address: string }>({
  id: 'account.sessions.revoke-dialog.description-one',
  defaultMessage: '{device} ({address}) will be signed out and will need your password to sign in again.',
})
const describeOneNoAddress = defineMessage<{ device: string }>({
  id: 'account.sessions.revoke-dialog.description-one-no-address',
  defaultMessage:
    '{device} (unknown address) will be signed out and will need your password to sign in again.',
})
const revokedOne = defineMessage<{ device: string }>({
  id: 'account.sessions.revoked-one',
  defaultMessage: 'The session of {device} is revoked.',
})
const revokedOthers = defineMessage<{ count: number }>({
  id: 'account.sessions.revoked-others',
  defaultMessage:
    '{count, plural, one {One other session is signed out.} other {# other sessions are signed out.}}',
})
const revokedOthersAndKeys = defineMessage<{ count: number; keys: number }>({
  id: 'account.sessions.revoked-others-and-keys',
  defaultMessage:
    '{count, plural, one {One other session is signed out} other {# other sessions are signed out}}, and {keys, plural, one {your API key is ended} other {your # API keys are ended}}.',
})
const endApiKeysLabel = defineMessage<{ count: number }>({
  id: 'account.sessions.revoke-dialog.end-api-keys',
  defaultMessage:
    '{count, plural, one {Also end your API key} other {Also end your # API keys}}: the scripts that use them stop working',
})

export type PendingRevoke = { type: 'one'; session: SessionInfo } | { type: 'others' }

export type RevokeSessionDialogProps = {
  open: boolean
  /** What is being revoked; kept while the dialog closes, so that its wording stays. */
  pending: PendingRevoke | null
  onCancel: () => void
  /** After the revoke, with the sentence that says how it went. */
  onRevoked: (text: string) => void
}

/** Asks before revoking one session or all the others, then revokes; a failure shows in the dialog. */
export function RevokeSessionDialog({ open, pending, onCancel, onRevoked }: RevokeSessionDialogProps) {
  const { revokeSession, revokeOtherSessions } = useAccountActions()
  const apiKeys = useApiKeys()
  const apiKeyCount = apiKeys.data?.items.length ?? 0
  const [endApiKeys, setEndApiKeys] = useState(false)
  // Each time the question is asked, the keys stay unless the person ticks the box.
  useEffect(() => {
    if (open) setEndApiKeys(false)
  }, [open])
  const intl = useIntl()
  // The revoke is a chunk of its own: fetched while the question is read.
  useEffect(preloadAccountActions, [])
  const [isWorking, setIsWorking] = useState(false)
  const [failure, setFailure] = useState<{ pending: PendingRevoke; error: ApiRequestError } | null>(null)
  // A failure belongs to the revoke it was for: asking for another one starts clean.
  const error = failure && failure.pending === pending ? failure.error : null

  const confirm = async () => {
    if (!pending) return
    setIsWorking(true)
    setFailure(null)
    let text: string
    try {
      if (pending.type === 'one') {
        await revokeSession(pending.session.id)
        text = intl.formatMessage(revokedOne, { device: deviceName(intl, pending.session.device) })
      } else {
        const result = await revokeOtherSessions({ endApiKeys: endApiKeys && apiKeyCount > 0 })
        // A failed refresh shows in the keys' list, not as a failure of the sign-out.
        if (result.apiKeysEnded > 0) void apiKeys.mutate().catch(() => undefined)
        text =
          result.apiKeysEnded > 0
            ? intl.formatMessage(revokedOthersAndKeys, { count: result.revoked, keys: result.apiKeysEnded })
            : intl.formatMessage(revokedOthers, { count: result.revoked })
      }
    } catch (caught) {
      setFailure({ pending, error: toApiRequestError(caught) })
      return
    } finally {
      setIsWorking(false)
    }
    onRevoked(text)
  }

  const describe = () => {
    if (pending?.type !== 'one') return intl.formatMessage(messages.describeOthers)
    const device = deviceName(intl, pending.session.device)
    const address = pending.session.ipAddress
    return address === null
      ? intl.formatMessage(describeOneNoAddress, { device })
      : intl.formatMessage(describeOne, { device, address })
  }

  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(pending?.type === 'others' ? messages.titleOthers : messages.titleOne)}
      description={describe()}
      actionLabel={intl.formatMessage(
        pending?.type === 'others' ? messages.actionOthers : messages.actionOne,
      )}
      color="error"
      maxWidth="xs"
      onAction={() => void confirm()}
      onCancel={onCancel}
      isPending={isWorking}
      error={error}
    >
      {pending?.type === 'others' && apiKeyCount > 0 && (
        <FormControlLabel
          label={intl.formatMessage(endApiKeysLabel, { count: apiKeyCount })}
          control={
            <Checkbox
              checked={endApiKeys}
              onChange={(event) => setEndApiKeys(event.target.checked)}
              disabled={isWorking}
            />
          }
        />
      )}
    </ActionDialog>
  )
}
