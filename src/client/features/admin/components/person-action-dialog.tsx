import { zodResolver } from '@hookform/resolvers/zod'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { defineMessage, defineMessages, FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormCheckbox } from '#client/components/form/form-checkbox.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { DATE_YEARS, isDateInRange } from '#shared/account.ts'
import { type AdminPerson, banSchema, roleChangeSchema } from '#shared/admin.ts'
import { BAN_REASON_MAX_LENGTH, IMPERSONATION_SECONDS } from '#shared/admin-rules.ts'
import { formatSentence } from '#shared/i18n/sentence.ts'
import { useAdminActions } from '../api/admin-actions.ts'
import { type PersonAction, personActionLabels } from '../lib/person-actions.ts'
import { RoleSelect } from './role-select.tsx'

const messages = {
  ...defineMessages({
    banInThePast: { id: 'admin.ban-dialog.in-the-past', defaultMessage: 'Choose a moment in the future' },
    banReason: { id: 'admin.ban-dialog.reason', defaultMessage: 'Reason' },
    banEnds: { id: 'admin.ban-dialog.ends', defaultMessage: 'Ends (optional)' },
    banEndsHelp: { id: 'admin.ban-dialog.ends-help', defaultMessage: 'Leave empty for a ban without end.' },
    banShowReason: {
      id: 'admin.ban-dialog.show-reason',
      defaultMessage: 'Tell them the reason when they try to sign in',
    },
    deleteAction: { id: 'admin.delete-dialog.action', defaultMessage: 'Delete person' },
    deleteEmail: { id: 'admin.delete-dialog.email', defaultMessage: 'Email address of the person' },
    resetPasswordAction: { id: 'admin.password-reset-dialog.action', defaultMessage: 'Send email' },
    resetTwoFactorBody: {
      id: 'admin.two-factor-reset-dialog.body',
      defaultMessage:
        'Their authenticator app, recovery codes and trusted browsers stop working: they sign in with their password only until they set up a new app. They are told by email and in their notifications. Do this only once you are sure who asks.',
    },
    resetTwoFactorAction: { id: 'admin.two-factor-reset-dialog.action', defaultMessage: 'Reset two-factor' },
  }),
  roleAlready: defineMessage<{ name: string; role: string }>({
    id: 'admin.role-dialog.already',
    defaultMessage: '{name} is {role, select, admin {an administrator} other {a member}} already.',
  }),
  roleChanged: defineMessage<{ name: string; role: string }>({
    id: 'admin.role-dialog.done',
    defaultMessage: '{name} is now {role, select, admin {an administrator} other {a member}}.',
  }),
  roleTitle: defineMessage<{ name: string }>({
    id: 'admin.role-dialog.title',
    defaultMessage: 'Change the role of {name}',
  }),
  roleDescription: defineMessage<{ name: string; role: string }>({
    id: 'admin.role-dialog.description',
    defaultMessage:
      '{name} is {role, select, admin {an administrator} other {a member}}. Administrators manage people and read the audit log; members use Foyer for themselves.',
  }),
  banYearTooLate: defineMessage<{ year: string }>({
    id: 'admin.ban-dialog.year-too-late',
    defaultMessage: 'Give a date and time before the year {year}',
  }),
  bannedUntil: defineMessage<{ name: string; date: string }>({
    id: 'admin.ban-dialog.done-until',
    defaultMessage: '{name} is banned until {date} and signed out everywhere.',
  }),
  banned: defineMessage<{ name: string }>({
    id: 'admin.ban-dialog.done',
    defaultMessage: '{name} is banned and signed out everywhere.',
  }),
  banTitle: defineMessage<{ name: string }>({ id: 'admin.ban-dialog.title', defaultMessage: 'Ban {name}?' }),
  banDescription: defineMessage<{ name: string }>({
    id: 'admin.ban-dialog.description',
    defaultMessage:
      '{name} is signed out everywhere at once and cannot sign in until the ban ends or you lift it.',
  }),
  banCount: defineMessage<{ count: number; max: number }>({
    id: 'admin.ban-dialog.count',
    defaultMessage: '{count}/{max} characters',
  }),
  banCountWithError: defineMessage<{ error: string; count: number; max: number }>({
    id: 'admin.ban-dialog.count-error',
    defaultMessage: '{error} ({count}/{max})',
  }),
  deleteMismatch: defineMessage<{ email: string }>({
    id: 'admin.delete-dialog.mismatch',
    defaultMessage: 'Type {email} exactly',
  }),
  deleted: defineMessage<{ name: string }>({
    id: 'admin.delete-dialog.done',
    defaultMessage: '{name} is deleted.',
  }),
  deleteTitle: defineMessage<{ name: string }>({
    id: 'admin.delete-dialog.title',
    defaultMessage: 'Delete {name}?',
  }),
  unbanTitle: defineMessage<{ name: string }>({
    id: 'admin.unban-dialog.title',
    defaultMessage: 'Lift the ban on {name}?',
  }),
  unbanBody: defineMessage<{ name: string }>({
    id: 'admin.unban-dialog.body',
    defaultMessage: '{name} can sign in again at once.',
  }),
  unbanned: defineMessage<{ name: string }>({
    id: 'admin.unban-dialog.done',
    defaultMessage: '{name} can sign in again.',
  }),
  revokeTitle: defineMessage<{ name: string }>({
    id: 'admin.revoke-dialog.title',
    defaultMessage: 'Sign {name} out everywhere?',
  }),
  revokeBody: defineMessage<{ name: string; count: number }>({
    id: 'admin.revoke-dialog.body',
    defaultMessage:
      'Every session of {name} ends now ({count} active); they need their password to sign in again.',
  }),
  revokedNone: defineMessage<{ name: string }>({
    id: 'admin.revoke-dialog.done-none',
    defaultMessage: '{name} had no active session.',
  }),
  revoked: defineMessage<{ name: string; count: number }>({
    id: 'admin.revoke-dialog.done',
    defaultMessage: '{name} is signed out of {count, plural, one {one session} other {# sessions}}.',
  }),
  revokedAndKeys: defineMessage<{ name: string; count: number; keys: number }>({
    id: 'admin.revoke-dialog.done-and-keys',
    defaultMessage:
      '{name} is signed out of {count, plural, =0 {no session} one {one session} other {# sessions}}, and {keys, plural, one {their API key is ended} other {their # API keys are ended}}.',
  }),
  revokeEndApiKeys: defineMessage<{ count: number }>({
    id: 'admin.revoke-dialog.end-api-keys',
    defaultMessage:
      '{count, plural, one {Also end their API key} other {Also end their # API keys}}: the scripts that use them stop working',
  }),
  resetPasswordTitle: defineMessage<{ name: string }>({
    id: 'admin.password-reset-dialog.title',
    defaultMessage: 'Send {name} a password reset email?',
  }),
  resetPasswordBody: defineMessage<{ email: string }>({
    id: 'admin.password-reset-dialog.body',
    defaultMessage:
      'A link to choose a new password goes to {email}. Their current password keeps working until they use it.',
  }),
  resetPasswordDone: defineMessage<{ email: string }>({
    id: 'admin.password-reset-dialog.done',
    defaultMessage: 'A password reset email is on its way to {email}.',
  }),
  resetTwoFactorTitle: defineMessage<{ name: string }>({
    id: 'admin.two-factor-reset-dialog.title',
    defaultMessage: "Reset {name}''s two-factor sign-in?",
  }),
  resetTwoFactorDone: defineMessage<{ name: string }>({
    id: 'admin.two-factor-reset-dialog.done',
    defaultMessage: '{name} signs in with their password only until they set up two-factor again.',
  }),
  impersonateTitle: defineMessage<{ name: string }>({
    id: 'admin.impersonate-dialog.title',
    defaultMessage: 'Act as {name}?',
  }),
  impersonateBody: defineMessage<{ name: string; minutes: number }>({
    id: 'admin.impersonate-dialog.body',
    defaultMessage:
      'Foyer reloads and shows everything as {name} sees it, for at most {minutes, plural, one {# minute} other {# minutes}}. What you do meanwhile is recorded in the audit log with your name. Stop at any time from the banner at the top of each page.',
  }),
}

type DialogProps = {
  person: AdminPerson
  open: boolean
  onClose: () => void
  /** After success, with the sentence to show the administrator. */
  onDone: (message: string) => void
}

function ChangeRoleDialog({ person, open, onClose, onDone }: DialogProps) {
  const { changeRole } = useAdminActions()
  const intl = useIntl()
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
      setError('role', {
        type: 'same',
        message: intl.formatMessage(messages.roleAlready, { name: person.name, role }),
      })
      return
    }
    await serverError.attempt(async () => {
      const updated = await changeRole(person.id, role)
      onDone(intl.formatMessage(messages.roleChanged, { name: updated.name, role: updated.role }))
    })
  })

  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.roleTitle, { name: person.name })}
      description={intl.formatMessage(messages.roleDescription, { name: person.name, role: person.role })}
      actionLabel={intl.formatMessage(personActionLabels.role)}
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
const banFormSchema = (intl: IntlShape) =>
  z.object({
    reason: banSchema.shape.reason,
    expiresAt: z.string().check(
      z.refine(
        (value) => value === '' || isDateInRange(value),
        intl.formatMessage(messages.banYearTooLate, { year: String(DATE_YEARS.max + 1) }),
      ),
      z.refine(
        (value) => value === '' || Date.parse(value) > Date.now(),
        intl.formatMessage(messages.banInThePast),
      ),
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
  const intl = useIntl()
  const schema = useMemo(() => banFormSchema(intl), [intl])
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
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
          ? intl.formatMessage(messages.bannedUntil, {
              name: updated.name,
              date: formatDateTime(updated.bannedUntil),
            })
          : intl.formatMessage(messages.banned, { name: updated.name }),
      )
    })
  })

  // Counted as the schema counts (UTF-16 units), so that the counter and the message agree.
  const count = { count: reason.length, max: BAN_REASON_MAX_LENGTH }
  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.banTitle, { name: person.name })}
      description={intl.formatMessage(messages.banDescription, { name: person.name })}
      actionLabel={intl.formatMessage(personActionLabels.ban)}
      color="error"
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isSubmitting}
      error={serverError.error}
    >
      <FormTextField
        control={control}
        name="reason"
        label={intl.formatMessage(messages.banReason)}
        autoFocus
        required
        multiline
        minRows={2}
        helperText={
          errors.reason
            ? intl.formatMessage(messages.banCountWithError, {
                ...count,
                error: formatSentence(intl, errors.reason.message ?? ''),
              })
            : intl.formatMessage(messages.banCount, count)
        }
      />
      <FormTextField
        control={control}
        name="expiresAt"
        label={intl.formatMessage(messages.banEnds)}
        type="datetime-local"
        helperText={intl.formatMessage(messages.banEndsHelp)}
        slotProps={{ htmlInput: { min: localInputValue(new Date()) } }}
      />
      <FormCheckbox control={control} name="showReason" label={intl.formatMessage(messages.banShowReason)} />
    </ActionDialog>
  )
}

function DeleteDialog({ person, open, onClose, onDone }: DialogProps) {
  const { deletePerson } = useAdminActions()
  const intl = useIntl()
  const confirmSchema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .check(
            z.refine(
              (value) => value.trim().toLowerCase() === person.email.toLowerCase(),
              intl.formatMessage(messages.deleteMismatch, { email: person.email }),
            ),
          ),
      }),
    [person.email, intl],
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
      onDone(intl.formatMessage(messages.deleted, { name: person.name }))
    })
  })

  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.deleteTitle, { name: person.name })}
      description={
        <FormattedMessage
          id="admin.delete-dialog.description"
          defaultMessage="This deletes the account of {name} for good, with their profile, sessions and notifications; it cannot be undone. To confirm, type their email address, <strong>{email}</strong>."
          values={{ name: person.name, email: person.email, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      actionLabel={intl.formatMessage(messages.deleteAction)}
      color="error"
      onSubmit={onSubmit}
      onCancel={onClose}
      isPending={isSubmitting}
      error={serverError.error}
    >
      <FormTextField
        control={control}
        name="email"
        label={intl.formatMessage(messages.deleteEmail)}
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
  const [endApiKeys, setEndApiKeys] = useState(false)
  const intl = useIntl()
  const name = person.name

  const texts: Record<
    SimpleAction,
    { title: string; body: string; confirm: string; color: 'primary' | 'error' }
  > = {
    unban: {
      title: intl.formatMessage(messages.unbanTitle, { name }),
      body: intl.formatMessage(messages.unbanBody, { name }),
      confirm: intl.formatMessage(personActionLabels.unban),
      color: 'primary',
    },
    'revoke-sessions': {
      title: intl.formatMessage(messages.revokeTitle, { name }),
      body: intl.formatMessage(messages.revokeBody, { name, count: person.sessions }),
      confirm: intl.formatMessage(personActionLabels['revoke-sessions']),
      color: 'error',
    },
    'password-reset': {
      title: intl.formatMessage(messages.resetPasswordTitle, { name }),
      body: intl.formatMessage(messages.resetPasswordBody, { email: person.email }),
      confirm: intl.formatMessage(messages.resetPasswordAction),
      color: 'primary',
    },
    'two-factor-reset': {
      title: intl.formatMessage(messages.resetTwoFactorTitle, { name }),
      body: intl.formatMessage(messages.resetTwoFactorBody),
      confirm: intl.formatMessage(messages.resetTwoFactorAction),
      color: 'error',
    },
    impersonate: {
      title: intl.formatMessage(messages.impersonateTitle, { name }),
      body: intl.formatMessage(messages.impersonateBody, {
        name,
        minutes: Math.round(IMPERSONATION_SECONDS / 60),
      }),
      confirm: intl.formatMessage(personActionLabels.impersonate),
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
        onDone(intl.formatMessage(messages.unbanned, { name: updated.name }))
      } else if (action === 'revoke-sessions') {
        const result = await revokeSessions(person.id, { endApiKeys: endApiKeys && person.apiKeys > 0 })
        const count = result.revoked
        if (result.apiKeysEnded > 0)
          onDone(intl.formatMessage(messages.revokedAndKeys, { name, count, keys: result.apiKeysEnded }))
        else
          onDone(
            count === 0
              ? intl.formatMessage(messages.revokedNone, { name })
              : intl.formatMessage(messages.revoked, { name, count }),
          )
      } else if (action === 'two-factor-reset') {
        const updated = await resetTwoFactor(person.id)
        onDone(intl.formatMessage(messages.resetTwoFactorDone, { name: updated.name }))
      } else if (action === 'password-reset') {
        await sendPasswordReset(person.id)
        onDone(intl.formatMessage(messages.resetPasswordDone, { email: person.email }))
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
    >
      {action === 'revoke-sessions' && person.apiKeys > 0 && (
        <FormControlLabel
          label={intl.formatMessage(messages.revokeEndApiKeys, { count: person.apiKeys })}
          control={
            <Checkbox
              checked={endApiKeys}
              onChange={(event) => setEndApiKeys(event.target.checked)}
              disabled={isPending}
            />
          }
        />
      )}
    </ActionDialog>
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
