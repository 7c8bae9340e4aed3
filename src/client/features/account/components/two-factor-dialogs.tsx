import { zodResolver } from '@hookform/resolvers/zod'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { type ReactNode, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormPasswordField } from '#client/components/form/form-password-field.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { showToast } from '#client/components/toast.tsx'
import { disableTwoFactorSchema, RECOVERY_CODE_COUNT } from '#shared/two-factor.ts'
import { regenerateRecoveryCodes, turnOffTwoFactor } from '../api/two-factor-api.ts'
import { PasswordStep, RecoveryCodes, TwoFactorSetupSteps } from './two-factor-steps.tsx'

// Account Settings' dialogs for the second factor: setting it up, new recovery codes, and turning it
// off. A chunk of their own, fetched when one is about to open.

const messages = defineMessages({
  makeCodes: { id: 'account.two-factor.new-codes.make', defaultMessage: 'Make new codes' },
  newCodes: {
    id: 'account.two-factor.new-codes.shown',
    defaultMessage: 'Your new recovery codes: save them now. The earlier ones no longer work.',
  },
  turnedOff: { id: 'account.two-factor.turned-off', defaultMessage: 'Two-factor sign-in is off' },
  turnOffTitle: { id: 'account.two-factor.turn-off.title', defaultMessage: 'Turn off two-factor sign-in?' },
  turnOffPassword: {
    id: 'account.two-factor.turn-off.description-password',
    defaultMessage:
      'Signing in will ask for your password only. Your authenticator app, recovery codes and trusted browsers stop working.',
  },
  turnOffProvider: {
    id: 'account.two-factor.turn-off.description-provider',
    defaultMessage:
      'Signing in will ask for your sign-in provider only. Your authenticator app, recovery codes and trusted browsers stop working.',
  },
  turnOff: { id: 'account.two-factor.turn-off.action', defaultMessage: 'Turn off' },
  password: { id: 'account.two-factor.turn-off.password', defaultMessage: 'Your password' },
  code: { id: 'account.two-factor.turn-off.code', defaultMessage: 'Code from the app, or a recovery code' },
  setupTitle: { id: 'account.two-factor.setup.title', defaultMessage: 'Turn on two-factor sign-in' },
  newCodesTitle: { id: 'account.two-factor.new-codes.title', defaultMessage: 'New recovery codes' },
})
const replaceWithPassword = defineMessage<{ count: number }>({
  id: 'account.two-factor.new-codes.intro-password',
  defaultMessage:
    'New recovery codes replace the ones you have: those stop working. Your password makes {count, plural, one {# new one} other {# new ones}}.',
})
const replace = defineMessage<{ count: number }>({
  id: 'account.two-factor.new-codes.intro',
  defaultMessage:
    'New recovery codes replace the ones you have: those stop working. This makes {count, plural, one {# new one} other {# new ones}}.',
})

export type TwoFactorDialogKind = 'setup' | 'recovery-codes' | 'turn-off'

type Props = {
  kind: TwoFactorDialogKind | null
  account: string
  /** False for an account of a sign-in provider only: changes ask for no password. */
  hasPassword: boolean
  onClose: () => void
}

/** A dialog around steps that bring their own buttons. */
function StepsDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const titleId = useId()
  return (
    // A click beside it does not close it: it may be showing recovery codes not saved yet.
    <Dialog
      open={open}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  )
}

function NewRecoveryCodes({
  account,
  hasPassword,
  onClose,
}: {
  account: string
  hasPassword: boolean
  onClose: () => void
}) {
  const intl = useIntl()
  const [codes, setCodes] = useState<string[] | null>(null)
  if (!codes)
    return (
      <PasswordStep
        intro={intl.formatMessage(hasPassword ? replaceWithPassword : replace, {
          count: RECOVERY_CODE_COUNT,
        })}
        actionLabel={intl.formatMessage(messages.makeCodes)}
        hasPassword={hasPassword}
        onPassword={async (password) => {
          setCodes(await regenerateRecoveryCodes(password))
        }}
        onCancel={onClose}
      />
    )
  return (
    <RecoveryCodes
      codes={codes}
      account={account}
      intro={intl.formatMessage(messages.newCodes)}
      onDone={onClose}
    />
  )
}

function TurnOffDialog({
  open,
  hasPassword,
  onClose,
}: {
  open: boolean
  hasPassword: boolean
  onClose: () => void
}) {
  const intl = useIntl()
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(disableTwoFactorSchema),
    mode: 'onTouched',
    defaultValues: hasPassword ? { password: '', code: '' } : { code: '' },
  })
  const serverError = useServerError(setError, ['password', 'code'])
  const onSubmit = handleSubmit(async ({ password, code }) => {
    if (await serverError.attempt(() => turnOffTwoFactor(password, code))) {
      showToast({ message: intl.formatMessage(messages.turnedOff) })
      onClose()
    }
  })
  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.turnOffTitle)}
      description={intl.formatMessage(hasPassword ? messages.turnOffPassword : messages.turnOffProvider)}
      actionLabel={intl.formatMessage(messages.turnOff)}
      color="error"
      onCancel={onClose}
      onSubmit={onSubmit}
      isPending={formState.isSubmitting}
      error={serverError.error}
    >
      <Stack sx={{ gap: 2.5, mt: 1 }}>
        {hasPassword && (
          <FormPasswordField
            control={control}
            name="password"
            label={intl.formatMessage(messages.password)}
            autoComplete="current-password"
          />
        )}
        <FormTextField
          control={control}
          name="code"
          label={intl.formatMessage(messages.code)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 24 } }}
        />
      </Stack>
    </ActionDialog>
  )
}

/** The dialog of `kind`, or none. */
export function TwoFactorDialogs({ kind, account, hasPassword, onClose }: Props) {
  const intl = useIntl()
  return (
    <>
      <StepsDialog open={kind === 'setup'} title={intl.formatMessage(messages.setupTitle)} onClose={onClose}>
        {kind === 'setup' && (
          <TwoFactorSetupSteps
            account={account}
            hasPassword={hasPassword}
            onDone={onClose}
            onCancel={onClose}
          />
        )}
      </StepsDialog>
      <StepsDialog
        open={kind === 'recovery-codes'}
        title={intl.formatMessage(messages.newCodesTitle)}
        onClose={onClose}
      >
        {kind === 'recovery-codes' && (
          <NewRecoveryCodes account={account} hasPassword={hasPassword} onClose={onClose} />
        )}
      </StepsDialog>
      {kind === 'turn-off' && <TurnOffDialog open hasPassword={hasPassword} onClose={onClose} />}
    </>
  )
}
