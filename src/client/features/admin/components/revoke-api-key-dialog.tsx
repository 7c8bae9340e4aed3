import { useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { showToast } from '#client/components/toast.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import type { OwnedApiKey } from '#shared/api-keys.ts'
import { useAdminActions } from '../api/admin-actions.ts'

// A person's page: the confirmation before revoking one of their API keys, and the revoke. A module
// of its own, loaded on intent to revoke.

const messages = defineMessages({
  revoke: { id: 'admin.person.api-keys.revoke-dialog.revoke', defaultMessage: 'Revoke key' },
})
const title = defineMessage<{ name: string }>({
  id: 'admin.person.api-keys.revoke-dialog.title',
  defaultMessage: 'Revoke the key “{name}”?',
})
const description = defineMessage<{ owner: string }>({
  id: 'admin.person.api-keys.revoke-dialog.description',
  defaultMessage:
    'The scripts of {owner} that use it stop working at once. This cannot be undone, and is recorded in the audit log.',
})
const revoked = defineMessage<{ name: string; owner: string }>({
  id: 'admin.person.api-keys.revoked',
  defaultMessage: 'The key “{name}” of {owner} is revoked',
})

export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: OwnedApiKey; onClose: () => void }) {
  const intl = useIntl()
  const { revokeApiKey } = useAdminActions()
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<ApiRequestError | null>(null)
  const owner = apiKey.owner.name
  const onRevoke = async () => {
    setIsPending(true)
    setError(null)
    try {
      await revokeApiKey(apiKey.id)
      showToast({ message: intl.formatMessage(revoked, { name: apiKey.name, owner }) })
      onClose()
    } catch (caught) {
      setError(toApiRequestError(caught))
      setIsPending(false)
    }
  }
  return (
    <ActionDialog
      open
      title={intl.formatMessage(title, { name: apiKey.name })}
      description={intl.formatMessage(description, { owner })}
      actionLabel={intl.formatMessage(messages.revoke)}
      color="error"
      maxWidth="xs"
      onAction={() => void onRevoke()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
    />
  )
}
