import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { showToast } from '#client/components/toast.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { addPasskeySchema, PASSKEY_NAME_MAX_LENGTH, type PasskeySummary } from '#shared/passkeys.ts'
import { addPasskey, passkeyErrorMessage, removePasskey } from '../api/passkey-api.ts'

// Account Settings' passkey dialogs (adding one, removing one): a chunk of their own, fetched when
// one is about to open, with the form they need.

const messages = defineMessages({
  addTitle: { id: 'account.passkeys.add-dialog.title', defaultMessage: 'Add a passkey' },
  addDescription: {
    id: 'account.passkeys.add-dialog.description',
    defaultMessage:
      "A passkey signs you in without a password, with this device's fingerprint, face or PIN, a phone, or a security key. Name it to tell it apart later.",
  },
  continue: { id: 'account.passkeys.add-dialog.continue', defaultMessage: 'Continue' },
  name: { id: 'account.passkeys.add-dialog.name', defaultMessage: 'Name' },
  namePlaceholder: { id: 'account.passkeys.add-dialog.name-placeholder', defaultMessage: 'Work laptop' },
  removeDescription: {
    id: 'account.passkeys.remove-dialog.description',
    defaultMessage: 'It will no longer sign you in. The device may still list it: remove it there too.',
  },
  remove: { id: 'account.passkeys.remove-dialog.remove', defaultMessage: 'Remove' },
})
const added = defineMessage<{ name: string }>({
  id: 'account.passkeys.added',
  defaultMessage: 'The passkey "{name}" is added',
})
const removed = defineMessage<{ name: string }>({
  id: 'account.passkeys.removed',
  defaultMessage: 'The passkey "{name}" is removed',
})
const removeTitle = defineMessage<{ name: string }>({
  id: 'account.passkeys.remove-dialog.title',
  defaultMessage: 'Remove the passkey "{name}"?',
})

/** A browser's refusal as an error the form shows. */
function asFailure(intl: IntlShape, caught: unknown): unknown {
  const message = passkeyErrorMessage(caught)
  return message
    ? Object.assign(new Error(intl.formatMessage(message)), { status: 0, code: 'passkey_cancelled' })
    : caught
}

export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl()
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(addPasskeySchema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  })
  const serverError = useServerError(setError, ['name'])
  const onSubmit = handleSubmit(async ({ name }) => {
    const isAdded = await serverError.attempt(async () => {
      try {
        await addPasskey(name)
      } catch (caught) {
        throw asFailure(intl, caught)
      }
    })
    if (isAdded) {
      showToast({ message: intl.formatMessage(added, { name }) })
      onClose()
    }
  })
  return (
    <ActionDialog
      open
      title={intl.formatMessage(messages.addTitle)}
      description={intl.formatMessage(messages.addDescription)}
      actionLabel={intl.formatMessage(messages.continue)}
      onCancel={onClose}
      onSubmit={onSubmit}
      isPending={formState.isSubmitting}
      error={serverError.error}
    >
      <FormTextField
        control={control}
        name="name"
        label={intl.formatMessage(messages.name)}
        placeholder={intl.formatMessage(messages.namePlaceholder)}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
        sx={{ mt: 1 }}
      />
    </ActionDialog>
  )
}

export function RemovePasskeyDialog({ passkey, onClose }: { passkey: PasskeySummary; onClose: () => void }) {
  const intl = useIntl()
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<ApiRequestError | null>(null)
  const remove = async () => {
    setIsPending(true)
    setError(null)
    try {
      await removePasskey(passkey.id)
      showToast({ message: intl.formatMessage(removed, { name: passkey.name }) })
      onClose()
    } catch (caught) {
      setError(toApiRequestError(caught))
      setIsPending(false)
    }
  }
  return (
    <ActionDialog
      open
      title={intl.formatMessage(removeTitle, { name: passkey.name })}
      description={intl.formatMessage(messages.removeDescription)}
      actionLabel={intl.formatMessage(messages.remove)}
      color="error"
      maxWidth="xs"
      onAction={() => void remove()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
    />
  )
}
