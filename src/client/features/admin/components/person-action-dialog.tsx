import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormCheckbox } from '#client/components/form/form-checkbox.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { roleWithArticle } from '#client/lib/permissions.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { DATE_YEARS, isDateInRange } from '#shared/account.ts'
import { type AdminPerson, banSchema, roleChangeSchema } from '#shared/admin.ts'
import { BAN_REASON_MAX_LENGTH, IMPERSONATION_SECONDS } from '#shared/admin-rules.ts'
import { useAdminActions } from '../api/admin-api.ts'
import type { PersonAction } from '../lib/person-actions.ts'
import { RoleSelect } from './role-select.tsx'

type DialogProps = {
  person: AdminPerson
  open: boolean
  onClose: () => void
  /** After success, with the sentence to show the administrator. */
  onDone: (message: string) => void
}

function ChangeRoleDialog({ person, open, onClose, onDone }: DialogProps) {
  const { changeRole } = useAdminActions()
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(roleChangeSchema), defaultValues: { role: person.role } })
  const serverError = useServerError(setError, ['role'])

  const onSubmit = handleSubmit(async ({ role }) => {
    serverError.clear()
    if (role === person.role) {
      setError('role', { type: 'same', message: `${person.name} is ${roleWithArticle(role)} already.` })
      return
    }
    await serverError.attempt(async () => {
      const updated = await changeRole(person.id, role)
      onDone(`${updated.name} is now ${roleWithArticle(updated.role)}.`)
    })
  })

  return (
    <ActionDialog
      open={open}
      title={`Change the role of ${person.name}`}
      description={
        <>
          {person.name} is {roleWithArticle(person.role)}. Administrators manage people and read the audit
          log; members use Foyer for themselves.
        </>
      }
      actionLabel="Change role"
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isSubmitting}
      error={serverError.error}
    >
      <RoleSelect control={control} name="role" autoFocus />
    </ActionDialog>
  )
}

/** The ban form: the reason as banSchema checks it, the end as the datetime-local input gives it. */
const banFormSchema = z.object({
  reason: banSchema.shape.reason,
  expiresAt: z.string().check(
    z.refine(
      (value) => value === '' || isDateInRange(value),
      `Give a date and time before the year ${DATE_YEARS.max + 1}`,
    ),
    z.refine((value) => value === '' || Date.parse(value) > Date.now(), 'Choose a moment in the future'),
  ),
  showReason: z.boolean(),
})

/** The value of a datetime-local input for a moment, in the person's time zone ("2025-08-05T15:04"). */
function localInputValue(date: Date): string {
  const offset = date.getTimezoneOffset() * 60_000
  return new Date(date.getTime() - offset).toISOString().slice(0, 16)
}

function BanDialog({ person, open, onClose, onDone }: DialogProps) {
  const { ban } = useAdminActions()
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(banFormSchema),
    mode: 'onTouched',
    defaultValues: { reason: '', expiresAt: '', showReason: false },
  })
  const serverError = useServerError(setError, ['reason', 'expiresAt'])
  const reason = useWatch({ control, name: 'reason' }) ?? ''

  const onSubmit = handleSubmit(async (values) => {
    const expiresAt = values.expiresAt ? new Date(values.expiresAt).toISOString() : null
    await serverError.attempt(async () => {
      const updated = await ban(person.id, {
        reason: values.reason,
        expiresAt,
        showReason: values.showReason,
      })
      onDone(
        updated.bannedUntil
          ? `${updated.name} is banned until ${formatDateTime(updated.bannedUntil)} and signed out everywhere.`
          : `${updated.name} is banned and signed out everywhere.`,
      )
    })
  })

  // Counted as the schema counts (UTF-16 units), so that the counter and the message agree.
  const count = `${reason.length}/${BAN_REASON_MAX_LENGTH}`
  return (
    <ActionDialog
      open={open}
      title={`Ban ${person.name}?`}
      description={`${person.name} is signed out everywhere at once and cannot sign in until the ban ends or you lift it.`}
      actionLabel="Ban"
      color="error"
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isSubmitting}
      error={serverError.error}
    >
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        autoFocus
        required
        multiline
        minRows={2}
        helperText={errors.reason ? `${errors.reason.message} (${count})` : `${count} characters`}
      />
      <FormTextField
        control={control}
        name="expiresAt"
        label="Ends (optional)"
        type="datetime-local"
        helperText="Leave empty for a ban without end."
        slotProps={{ htmlInput: { min: localInputValue(new Date()) } }}
      />
      <FormCheckbox
        control={control}
        name="showReason"
        label="Tell them the reason when they try to sign in"
      />
    </ActionDialog>
  )
}

function DeleteDialog({ person, open, onClose, onDone }: DialogProps) {
  const { deletePerson } = useAdminActions()
  const confirmSchema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .check(
            z.refine(
              (value) => value.trim().toLowerCase() === person.email.toLowerCase(),
              `Type ${person.email} exactly`,
            ),
          ),
      }),
    [person.email],
  )
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(confirmSchema), defaultValues: { email: '' } })
  const serverError = useServerError(setError, [])

  const onSubmit = handleSubmit(async () => {
    await serverError.attempt(async () => {
      await deletePerson(person.id)
      onDone(`${person.name} is deleted.`)
    })
  })

  return (
    <ActionDialog
      open={open}
      title={`Delete ${person.name}?`}
      description={
        <>
          This deletes the account of {person.name} for good, with their profile, sessions and notifications;
          it cannot be undone. To confirm, type their email address, <strong>{person.email}</strong>.
        </>
      }
      actionLabel="Delete person"
      color="error"
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isSubmitting}
      error={serverError.error}
    >
      <FormTextField
        control={control}
        name="email"
        label="Email address of the person"
        autoFocus
        type="email"
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </ActionDialog>
  )
}

type SimpleAction = 'unban' | 'revoke-sessions' | 'password-reset' | 'two-factor-reset' | 'impersonate'

/** The actions that need nothing but a confirmation. */
function SimpleActionDialog({
  action,
  person,
  open,
  onClose,
  onDone,
}: DialogProps & { action: SimpleAction }) {
  const { unban, revokeSessions, sendPasswordReset, resetTwoFactor, impersonate } = useAdminActions()
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<ApiRequestError | null>(null)

  const texts: Record<
    SimpleAction,
    { title: string; body: string; confirm: string; color: 'primary' | 'error' }
  > = {
    unban: {
      title: `Lift the ban on ${person.name}?`,
      body: `${person.name} can sign in again at once.`,
      confirm: 'Unban',
      color: 'primary',
    },
    'revoke-sessions': {
      title: `Sign ${person.name} out everywhere?`,
      body: `Every session of ${person.name} ends now (${person.sessions} active); they need their password to sign in again.`,
      confirm: 'Sign out everywhere',
      color: 'error',
    },
    'password-reset': {
      title: `Send ${person.name} a password reset email?`,
      body: `A link to choose a new password goes to ${person.email}. Their current password keeps working until they use it.`,
      confirm: 'Send email',
      color: 'primary',
    },
    'two-factor-reset': {
      title: `Reset ${person.name}'s two-factor sign-in?`,
      body: `Their authenticator app, recovery codes and trusted browsers stop working: they sign in with their password only until they set up a new app. They are told by email and in their notifications. Do this only once you are sure who asks.`,
      confirm: 'Reset two-factor',
      color: 'error',
    },
    impersonate: {
      title: `Act as ${person.name}?`,
      body: `Foyer reloads and shows everything as ${person.name} sees it, for at most ${Math.round(
        IMPERSONATION_SECONDS / 60,
      )} minutes. What you do meanwhile is recorded in the audit log with your name. Stop at any time from the banner at the top of each page.`,
      confirm: 'Act as this person',
      color: 'primary',
    },
  }
  const text = texts[action]

  const confirm = async () => {
    setIsPending(true)
    setError(null)
    try {
      if (action === 'unban') {
        const updated = await unban(person.id)
        onDone(`${updated.name} can sign in again.`)
      } else if (action === 'revoke-sessions') {
        const count = await revokeSessions(person.id)
        onDone(
          count === 0
            ? `${person.name} had no active session.`
            : `${person.name} is signed out of ${count === 1 ? 'one session' : `${count} sessions`}.`,
        )
      } else if (action === 'two-factor-reset') {
        const updated = await resetTwoFactor(person.id)
        onDone(`${updated.name} signs in with their password only until they set up two-factor again.`)
      } else if (action === 'password-reset') {
        await sendPasswordReset(person.id)
        onDone(`A password reset email is on its way to ${person.email}.`)
      } else {
        // The page reloads as the other person: stay busy until it does.
        await impersonate(person.id)
        return
      }
    } catch (caught) {
      setError(toApiRequestError(caught))
    }
    setIsPending(false)
  }

  return (
    <ActionDialog
      open={open}
      title={text.title}
      description={text.body}
      actionLabel={text.confirm}
      color={text.color}
      maxWidth="xs"
      onAction={() => void confirm()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
    />
  )
}

/** The confirmation dialog of one action on one person. */
export function PersonActionDialog({ action, ...props }: DialogProps & { action: PersonAction }) {
  switch (action) {
    case 'role':
      return <ChangeRoleDialog {...props} />
    case 'ban':
      return <BanDialog {...props} />
    case 'delete':
      return <DeleteDialog {...props} />
    default:
      return <SimpleActionDialog action={action} {...props} />
  }
}
