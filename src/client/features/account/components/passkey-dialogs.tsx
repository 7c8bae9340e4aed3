import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
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

/** A browser's refusal as an error the form shows. */
function asFailure(caught: unknown): unknown {
  const message = passkeyErrorMessage(caught)
  return message ? Object.assign(new Error(message), { status: 0, code: 'passkey_cancelled' }) : caught
}

export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
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
        throw asFailure(caught)
      }
    })
    if (isAdded) {
      showToast({ message: `The passkey "${name}" is added` })
      onClose()
    }
  })
  return (
    <ActionDialog
      open
      title="Add a passkey"
      description="A passkey signs you in without a password, with this device's fingerprint, face or PIN, a phone, or a security key. Name it to tell it apart later."
      actionLabel="Continue"
      onCancel={onClose}
      onSubmit={onSubmit}
      isPending={formState.isSubmitting}
      error={serverError.error}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        placeholder="Work laptop"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
        sx={{ mt: 1 }}
      />
    </ActionDialog>
  )
}

export function RemovePasskeyDialog({ passkey, onClose }: { passkey: PasskeySummary; onClose: () => void }) {
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<ApiRequestError | null>(null)
  const remove = async () => {
    setIsPending(true)
    setError(null)
    try {
      await removePasskey(passkey.id)
      showToast({ message: `The passkey "${passkey.name}" is removed` })
      onClose()
    } catch (caught) {
      setError(toApiRequestError(caught))
      setIsPending(false)
    }
  }
  return (
    <ActionDialog
      open
      title={`Remove the passkey "${passkey.name}"?`}
      description="It will no longer sign you in. The device may still list it: remove it there too."
      actionLabel="Remove"
      color="error"
      maxWidth="xs"
      onAction={() => void remove()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
    />
  )
}
