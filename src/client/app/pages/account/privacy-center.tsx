import DeleteOutlinedIcon from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import DownloadOutlinedIcon from '@ant-design/icons-svg/es/asn/DownloadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { defineMessage, defineMessages, type MessageTag, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { accountExportHref } from '#client/features/account/api/account-paths.ts'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'

const DeleteOutlined = antIcon(DeleteOutlinedIcon)
const DownloadOutlined = antIcon(DownloadOutlinedIcon)

const exportContents = defineMessages({
  profile: {
    id: 'account-pages.privacy.export.profile',
    defaultMessage:
      'Your account and profile: name, email address, job title, company, location, bio and social links',
  },
  sessions: {
    id: 'account-pages.privacy.export.sessions',
    defaultMessage: 'Your sessions: the device, network address and times of each',
  },
  notifications: { id: 'account-pages.privacy.export.notifications', defaultMessage: 'Your notifications' },
  history: {
    id: 'account-pages.privacy.export.history',
    defaultMessage:
      'Your security history: sign-ins, failed sign-ins, password and email changes, with their devices and addresses',
  },
})

const messages = defineMessages({
  download: { id: 'account-pages.privacy.download', defaultMessage: 'Download my data' },
  downloadIntro: {
    id: 'account-pages.privacy.download.intro',
    defaultMessage: 'A JSON file with what this instance holds about you:',
  },
  downloadNever: {
    id: 'account-pages.privacy.download.never',
    defaultMessage:
      'It never contains your password (only a hash of it is stored, and it stays on the server) nor the tokens of your sessions.',
  },
  delete: { id: 'account-pages.privacy.delete', defaultMessage: 'Delete my account' },
  deleteWhat: {
    id: 'account-pages.privacy.delete.what',
    defaultMessage:
      'Deleting your account signs you out everywhere and removes your profile, your photo, your links, your sessions and your notifications from this instance, for good. You will not be able to sign in with this email address and password again.',
  },
})
const deleteKept = defineMessage<{ link: MessageTag }>({
  id: 'account-pages.privacy.delete.kept',
  defaultMessage:
    'The request log of the server may keep the network address of your past requests for a while (see <link>Privacy</link>). The last administrator of an instance cannot delete their account: make someone else an administrator first.',
})

// The dialog, its form and its checks load when the person shows they may delete (pointer over or
// focus on the button), not with the page, which most visits only read.
const DeleteAccountDialog = lazyPanel(() =>
  import('./delete-account-dialog.tsx').then((loaded) => loaded.DeleteAccountDialog),
)

/** Privacy Center: download what the instance holds about the person, or delete the account. */
export function Component() {
  const [isDeleting, setIsDeleting] = useState(false)
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/account/privacy'])}</PageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MainCard title={intl.formatMessage(messages.download)} sx={{ height: '100%' }}>
            <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
              <Typography>{intl.formatMessage(messages.downloadIntro)}</Typography>
              <Box component="ul" sx={{ listStyleType: 'disc', m: 0, p: 0, pl: 3 }}>
                {Object.values(exportContents).map((item) => (
                  <li key={item.id}>
                    <Typography variant="body2" component="span" sx={{ display: 'block', my: 0.5 }}>
                      {intl.formatMessage(item)}
                    </Typography>
                  </li>
                ))}
              </Box>
              <Typography color="textSecondary">{intl.formatMessage(messages.downloadNever)}</Typography>
              <Button
                component="a"
                href={accountExportHref}
                download
                variant="contained"
                startIcon={<DownloadOutlined aria-hidden />}
              >
                {intl.formatMessage(messages.download)}
              </Button>
            </Stack>
          </MainCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MainCard title={intl.formatMessage(messages.delete)} sx={{ height: '100%' }}>
            <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
              <Typography>{intl.formatMessage(messages.deleteWhat)}</Typography>
              <Typography color="textSecondary">
                {intl.formatMessage(deleteKept, {
                  link: (chunks) => <TextLink to="/privacy">{chunks}</TextLink>,
                })}
              </Typography>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined aria-hidden />}
                onClick={() => setIsDeleting(true)}
                onPointerEnter={DeleteAccountDialog.preload}
                onFocus={DeleteAccountDialog.preload}
              >
                {intl.formatMessage(messages.delete)}
              </Button>
            </Stack>
          </MainCard>
        </Grid>
      </Grid>
      <OpenedOnce isOpen={isDeleting}>
        <DeleteAccountDialog open={isDeleting} onClose={() => setIsDeleting(false)} />
      </OpenedOnce>
    </>
  )
}
