import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { invitationSchema } from '#shared/admin.ts'
import { INVITATION_VALID_SECONDS } from '#shared/admin-rules.ts'
import { useAdminActions } from '../api/admin-actions.ts'
import { RoleSelect } from './role-select.tsx'

const messages = {
  ...defineMessages({
    title: { id: 'admin.invite.title', defaultMessage: 'Invite someone' },
    send: { id: 'admin.invite.send', defaultMessage: 'Send invitation' },
    sendNew: { id: 'admin.invite.send-new', defaultMessage: 'Send a new invitation' },
    email: { id: 'admin.invite.email', defaultMessage: 'Email address' },
  }),
  description: defineMessage<{ days: number }>({
    id: 'admin.invite.description',
    defaultMessage:
      'We email them a link to create their account with the role you choose. The link works once, for {days, plural, one {# day} other {# days}}.',
  }),
  sent: defineMessage<{ email: string; date: string }>({
    id: 'admin.invite.sent',
    defaultMessage: 'Invitation sent to {email}, valid until {date}.',
  }),
}

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
  const intl = useIntl()
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(invitationSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'member' as const },
  })
  const serverError = useServerError(setError, ['email', 'role'])
  // An invitation to this address is already waiting: the server's question, until the address changes.
  const [pending, setPending] = useState<{ email: string; message: string } | null>(null)
  const email = useWatch({ control, name: 'email' })
  const isAsking = pending !== null && pending.email === email

  const onSubmit = handleSubmit(async (values) => {
    serverError.clear()
    try {
      const result = await invite({
        email: values.email,
        role: values.role,
        ...(isAsking ? { replace: true } : {}),
      })
      onDone(
        intl.formatMessage(messages.sent, { email: result.email, date: formatDateTime(result.expiresAt) }),
      )
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.code === 'invitation_pending')
        setPending({ email: values.email, message: caught.message })
      else serverError.show(caught)
    }
  })

  const days = Math.round(INVITATION_VALID_SECONDS / 86_400)
  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description, { days })}
      actionLabel={intl.formatMessage(isAsking ? messages.sendNew : messages.send)}
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isSubmitting}
      error={serverError.error}
    >
      <FormTextField
        control={control}
        name="email"
        label={intl.formatMessage(messages.email)}
        autoFocus
        type="email"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
      <RoleSelect control={control} name="role" />
      {isAsking && (
        <Alert severity="warning" role="alert">
          {pending.message}
        </Alert>
      )}
    </ActionDialog>
  )
}
