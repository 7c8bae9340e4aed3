import { useState } from 'react'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import type { LinkedAccount, SsoProvider } from '#shared/sso.ts'
import { unlinkProvider } from '../api/provider-api.ts'

// The sign-in providers card's confirmation: a module of its own, loaded when Unlink is pressed.

export type Unlinking = { provider: SsoProvider; account: LinkedAccount }

/** Asks before unlinking, then unlinks; the server's refusal (the only way in) shows in the dialog. */
export function UnlinkProviderDialog({
  unlinking,
  onClose,
  onUnlinked,
}: {
  unlinking: Unlinking
  onClose: () => void
  onUnlinked: (text: string) => void
}) {
  const [error, setError] = useState<ApiRequestError | null>(null)
  const [isPending, setIsPending] = useState(false)
  const { provider, account } = unlinking
  const confirm = async () => {
    setIsPending(true)
    setError(null)
    try {
      await unlinkProvider(account.id)
    } catch (caught) {
      setError(toApiRequestError(caught))
      setIsPending(false)
      return
    }
    onUnlinked(`${provider.name} no longer signs in to your account.`)
  }
  return (
    <ActionDialog
      open
      title={`Unlink ${provider.name}?`}
      description={`You will no longer be able to sign in with ${provider.name}. You can link it again later.`}
      actionLabel="Unlink"
      color="error"
      maxWidth="xs"
      onAction={() => void confirm()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
    />
  )
}
