import DeleteOutlinedIcon from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import DownloadOutlinedIcon from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { Grid } from '#client/components/grid.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { useAccountActions } from '#client/features/account/api/account-actions.ts'
import { accountExportHref } from '#client/features/account/api/account-paths.ts'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { errorSentence } from '#client/features/auth/lib/error-sentence.ts'
import { applyFieldErrors, toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import { deleteAccountSchema } from '#shared/account.ts'

const DeleteOutlined = antIcon(DeleteOutlinedIcon)
const DownloadOutlined = antIcon(DownloadOutlinedIcon)

const exportContents = [
  'Your account and profile: name, email address, job title, company, location, bio and social links',
  'Your sessions: the device, network address and times of each',
  'Your notifications',
  'Your security history: sign-ins, failed sign-ins, password and email changes, with their devices and addresses',
]

/** Where the page goes once the account is gone; Login explains why. */
const deletedLoginPath = '/login?reason=deleted'

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  const textId = useId()
  const navigate = useNavigate()
  const { deleteAccount, forgetSignedInPerson } = useAccountActions()
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
          <Button onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
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

/** Privacy Center: download what the instance holds about the person, or delete the account. */
export function Component() {
  const [isDeleting, setIsDeleting] = useState(false)
  return (
    <>
      <PageTitle>Privacy Center</PageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MainCard title="Download my data" sx={{ height: '100%' }}>
            <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
              <Typography>A JSON file with what this instance holds about you:</Typography>
              <List dense disablePadding sx={{ listStyleType: 'disc', pl: 3 }}>
                {exportContents.map((item) => (
                  <ListItem key={item} disablePadding sx={{ display: 'list-item' }}>
                    <ListItemText primary={item} />
                  </ListItem>
                ))}
              </List>
              <Typography color="textSecondary">
                It never contains your password (only a hash of it is stored, and it stays on the server) nor
                the tokens of your sessions.
              </Typography>
              <Button
                component="a"
                href={accountExportHref}
                download
                variant="contained"
                startIcon={<DownloadOutlined aria-hidden />}
              >
                Download my data
              </Button>
            </Stack>
          </MainCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MainCard title="Delete my account" sx={{ height: '100%' }}>
            <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
              <Typography>
                Deleting your account signs you out everywhere and removes your profile, your photo, your
                links, your sessions and your notifications from this instance, for good. You will not be able
                to sign in with this email address and password again.
              </Typography>
              <Typography color="textSecondary">
                The request log of the server may keep the network address of your past requests for a while
                (see <TextLink to="/privacy">Privacy</TextLink>
                ). The last administrator of an instance cannot delete their account: make someone else an
                administrator first.
              </Typography>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined aria-hidden />}
                onClick={() => setIsDeleting(true)}
              >
                Delete my account
              </Button>
            </Stack>
          </MainCard>
        </Grid>
      </Grid>
      <DeleteAccountDialog open={isDeleting} onClose={() => setIsDeleting(false)} />
    </>
  )
}
