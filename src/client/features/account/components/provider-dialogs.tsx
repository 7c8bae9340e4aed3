import { useState } from 'react'
import { defineMessage, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import type { LinkedAccount, SsoProvider } from '#shared/sso.ts'
import { unlinkProvider } from '../api/provider-api.ts'

// The sign-in providers card's confirmation: a module of its own, loaded when Unlink is pressed.

type ProviderValues = { provider: string }
const unlinked = defineMessage<ProviderValues>({
  id: 'account.providers.unlinked',
  defaultMessage: '{provider} no longer signs in to your account.',
})
const title = defineMessage<ProviderValues>({
  id: 'account.providers.unlink-dialog.title',
  defaultMessage: 'Unlink {provider}?',
})
const description = defineMessage<ProviderValues>({
  id: 'account.providers.unlink-dialog.description',
  defaultMessage: 'You will no longer be able to sign in with {provider}. You can link it again later.',
})
const unlink = defineMessage({ id: 'account.providers.unlink-dialog.unlink', defaultMessage: 'Unlink' })

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
  const intl = useIntl()
  const [error, setError] = useState<ApiRequestError | null>(null)
  const [isPending, setIsPending] = useState(false)
  const { provider, account } = unlinking
  const values = { provider: provider.name }
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
    onUnlinked(intl.formatMessage(unlinked, values))
  }
  return (
    <ActionDialog
      open
      title={intl.formatMessage(title, values)}
      description={intl.formatMessage(description, values)}
      actionLabel={intl.formatMessage(unlink)}
      color="error"
      maxWidth="xs"
      onAction={() => void confirm()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
    />
  )
}
