import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { CancelButton } from '#client/components/cancel-button.tsx'
import { preloadAccountActions, useAccountActions } from '#client/features/account/api/account-actions.ts'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { errorSentence } from '#client/lib/error-sentence.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import { deleteAccountSchema } from '#shared/account.ts'

// Privacy Center's "Delete my account": the password asked again, then the account gone and the
// person on Login. Not a page: a module of its own beside the page, which loads it on intent
//; here rather than in features/account because it composes the auth feature's field.

/** Where the page goes once the account is gone; Login explains why. */
const deletedLoginPath = '/login?reason=deleted'

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  const textId = useId()
  const navigate = useNavigate()
  const { deleteAccount, forgetSignedInPerson } = useAccountActions()
  // The call is a chunk of its own: fetched while the password is typed.
  useEffect(preloadAccountActions, [])
  const [refusal, setRefusal] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  })

  const close = () => {
    if (isSubmitting) return
    reset()
    setRefusal(null)
    onClose()
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null)
    await whileSessionChanges(async () => {
      try {
        await deleteAccount(password)
      } catch (caught) {
        const error = toApiRequestError(caught)
        if (applyFieldErrors(error, ['password'], setError)) return
        setRefusal(errorSentence(error))
        return
      }
      // Leave the signed-in layout first (the session is gone: its notification stream says so
      // too), then forget the person.
      await navigate(deletedLoginPath, { replace: true })
      await forgetSignedInPerson()
    })
  })

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} component="h2" variant="h5">
          Delete your account?
        </DialogTitle>
        <DialogContent>
          <Typography id={textId} sx={{ mb: 3 }}>
            This cannot be undone. Enter your password to confirm that you want your account and everything in
            it deleted now.
          </Typography>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mb: 3 }}>
              {refusal}
            </Alert>
          )}
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <CancelButton onClick={close} disabled={isSubmitting} />
          <Button
            type="submit"
            variant="contained"
            color="error"
            loading={isSubmitting}
            aria-busy={isSubmitting}
          >
            Delete my account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
