import { useEffect, useState } from 'react'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { deviceName } from '#client/lib/device.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import type { SessionInfo } from '#shared/account.ts'
import { preloadAccountActions, useAccountActions } from '../api/account-actions.ts'

// The sessions card's confirmation and the revoke it makes: a module of its own, loaded on intent to
// revoke (pointer over or focus on a Revoke button), not with Account Settings.

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
        text = `The session of ${deviceName(pending.session.device)} is revoked.`
      } else {
        const count = await revokeOtherSessions()
        text = count === 1 ? 'One other session is signed out.' : `${count} other sessions are signed out.`
      }
    } catch (caught) {
      setFailure({ pending, error: toApiRequestError(caught) })
      return
    } finally {
      setIsWorking(false)
    }
    onRevoked(text)
  }

  return (
    <ActionDialog
      open={open}
      title={pending?.type === 'others' ? 'Sign out all other sessions?' : 'Revoke this session?'}
      description={
        pending?.type === 'one'
          ? `${deviceName(pending.session.device)} (${pending.session.ipAddress ?? 'unknown address'}) will be signed out and will need your password to sign in again.`
          : 'Every device but this one will be signed out and will need your password to sign in again.'
      }
      actionLabel={pending?.type === 'others' ? 'Sign out other sessions' : 'Revoke session'}
      color="error"
      maxWidth="xs"
      onAction={() => void confirm()}
      onCancel={onCancel}
      isPending={isWorking}
      error={error}
    />
  )
}
