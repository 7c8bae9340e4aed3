import { zodResolver } from '@hookform/resolvers/zod'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { type ReactNode, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
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
  const [codes, setCodes] = useState<string[] | null>(null)
  if (!codes)
    return (
      <PasswordStep
        intro={`New recovery codes replace the ones you have: those stop working. ${hasPassword ? 'Your password makes' : 'This makes'} ${RECOVERY_CODE_COUNT} new ones.`}
        actionLabel="Make new codes"
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
      intro="Your new recovery codes: save them now. The earlier ones no longer work."
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
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(disableTwoFactorSchema),
    mode: 'onTouched',
    defaultValues: hasPassword ? { password: '', code: '' } : { code: '' },
  })
  const serverError = useServerError(setError, ['password', 'code'])
  const onSubmit = handleSubmit(async ({ password, code }) => {
    if (await serverError.attempt(() => turnOffTwoFactor(password, code))) {
      showToast({ message: 'Two-factor sign-in is off' })
      onClose()
    }
  })
  return (
    <ActionDialog
      open={open}
      title="Turn off two-factor sign-in?"
      description={`Signing in will ask for your ${hasPassword ? 'password' : 'sign-in provider'} only. Your authenticator app, recovery codes and trusted browsers stop working.`}
      actionLabel="Turn off"
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
            label="Your password"
            autoComplete="current-password"
          />
        )}
        <FormTextField
          control={control}
          name="code"
          label="Code from the app, or a recovery code"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 24 } }}
        />
      </Stack>
    </ActionDialog>
  )
}

/** The dialog of `kind`, or none. */
export function TwoFactorDialogs({ kind, account, hasPassword, onClose }: Props) {
  return (
    <>
      <StepsDialog open={kind === 'setup'} title="Turn on two-factor sign-in" onClose={onClose}>
        {kind === 'setup' && (
          <TwoFactorSetupSteps
            account={account}
            hasPassword={hasPassword}
            onDone={onClose}
            onCancel={onClose}
          />
        )}
      </StepsDialog>
      <StepsDialog open={kind === 'recovery-codes'} title="New recovery codes" onClose={onClose}>
        {kind === 'recovery-codes' && (
          <NewRecoveryCodes account={account} hasPassword={hasPassword} onClose={onClose} />
        )}
      </StepsDialog>
      {kind === 'turn-off' && <TurnOffDialog open hasPassword={hasPassword} onClose={onClose} />}
    </>
  )
}
