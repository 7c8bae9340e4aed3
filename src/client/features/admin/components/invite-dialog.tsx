import { zodResolver } from '@hookform/resolvers/zod'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { invitationSchema } from '#shared/admin.ts'
import { INVITATION_VALID_SECONDS } from '#shared/admin-rules.ts'
import { useAdminActions } from '../api/admin-api.ts'
import { actionErrorMessage } from '../lib/person-actions.ts'
import { FormDialog } from './form-dialog.tsx'
import { RoleSelect } from './role-select.tsx'

const fieldNames = ['email', 'role'] as const

/**
 * Invites someone by email: the link lets them register with the chosen role. `onDone`
 * gets the sentence to show once the invitation is sent.
 */
export function InviteDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean
  onClose: () => void
  onDone: (message: string) => void
}) {
  const { invite } = useAdminActions()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(invitationSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'member' as const },
  })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      const result = await invite(values)
      onDone(`Invitation sent to ${result.email}, valid until ${formatDateTime(result.expiresAt)}.`)
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.fields) {
        let applied = false
        for (const name of fieldNames) {
          const message = caught.fields[name]
          if (!message) continue
          setError(name, { type: 'server', message }, { shouldFocus: !applied })
          applied = true
        }
        if (applied) return
      }
      setServerError(actionErrorMessage(caught))
    }
  })

  const email = register('email')
  const days = Math.round(INVITATION_VALID_SECONDS / 86_400)
  return (
    <FormDialog
      open={open}
      title="Invite someone"
      description={`We email them a link to create their account with the role you choose. The link works once, for ${days} days.`}
      confirmLabel="Send invitation"
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isSubmitting}
      error={serverError}
    >
      <TextField
        label="Email address"
        autoFocus
        type="email"
        autoComplete="off"
        name={email.name}
        inputRef={email.ref}
        onChange={email.onChange}
        onBlur={email.onBlur}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'email', spellCheck: false } }}
        fullWidth
      />
      <RoleSelect control={control} name="role" error={errors.role?.message} />
    </FormDialog>
  )
}
