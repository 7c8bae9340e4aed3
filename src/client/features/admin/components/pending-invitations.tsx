import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { showToast } from '#client/components/toast.tsx'
import { copyText } from '#client/lib/clipboard.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { roleMessages } from '#client/lib/role-messages.ts'
import type { PendingInvitation } from '#shared/admin.ts'
import { useAdminActions } from '../api/admin-actions.ts'
import { usePendingInvitations } from '../api/admin-api.ts'

const messages = {
  ...defineMessages({
    title: { id: 'admin.invitations.title', defaultMessage: 'Pending invitations' },
    expired: { id: 'admin.invitations.expired', defaultMessage: 'Expired' },
    sendAgain: { id: 'admin.invitations.send-again', defaultMessage: 'Send again' },
    copyLink: { id: 'admin.invitations.copy-link', defaultMessage: 'Copy link' },
    revoke: { id: 'admin.invitations.revoke', defaultMessage: 'Revoke' },
  }),
  detail: defineMessage<{ sent: string; expired: string; expiry: string }>({
    id: 'admin.invitations.detail',
    defaultMessage: 'Sent {sent} · {expired, select, true {expired {expiry}} other {valid until {expiry}}}',
  }),
  detailBy: defineMessage<{ sent: string; sender: string; expired: string; expiry: string }>({
    id: 'admin.invitations.detail-by',
    defaultMessage:
      'Sent {sent} · sent by {sender} · {expired, select, true {expired {expiry}} other {valid until {expiry}}}',
  }),
  resent: defineMessage<{ email: string; date: string }>({
    id: 'admin.invitations.resent',
    defaultMessage: 'Invitation sent again to {email}, valid until {date}',
  }),
  copied: defineMessage<{ email: string }>({
    id: 'admin.invitations.copied',
    defaultMessage: 'A new invitation link for {email} is copied; the link in the email no longer works',
  }),
  revoked: defineMessage<{ email: string }>({
    id: 'admin.invitations.revoked',
    defaultMessage: 'Invitation to {email} revoked',
  }),
  notRevoked: defineMessage<{ email: string; reason: string }>({
    id: 'admin.invitations.not-revoked',
    defaultMessage: 'The invitation to {email} could not be revoked: {reason}',
  }),
  loadFailed: defineMessage<{ reason: string }>({
    id: 'admin.invitations.load-failed',
    defaultMessage: 'The pending invitations could not be loaded: {reason}',
  }),
  uncopied: defineMessage<{ email: string }>({
    id: 'admin.invitations.uncopied',
    defaultMessage:
      'This browser would not copy the link. The new link for {email} (the one in the email no longer works):',
  }),
  sendAgainFor: defineMessage<{ email: string }>({
    id: 'admin.invitations.send-again-for',
    defaultMessage: 'Send again: {email}',
  }),
  copyLinkFor: defineMessage<{ email: string }>({
    id: 'admin.invitations.copy-link-for',
    defaultMessage: 'Copy link: {email}',
  }),
  revokeFor: defineMessage<{ email: string }>({
    id: 'admin.invitations.revoke-for',
    defaultMessage: 'Revoke: {email}',
  }),
}

/** What the invitation's line says under its address: when and by whom it was sent, until when it works. */
function invitationDetail(intl: IntlShape, invitation: PendingInvitation, isExpired: boolean): string {
  const values = {
    sent: formatDateTime(invitation.createdAt),
    expired: String(isExpired),
    expiry: formatDateTime(invitation.expiresAt),
  }
  return invitation.invitedBy
    ? intl.formatMessage(messages.detailBy, { ...values, sender: invitation.invitedBy })
    : intl.formatMessage(messages.detail, values)
}

/**
 * The invitations not accepted yet, under People: each can be sent again, copied as a new link or
 * revoked (with Undo: it goes from the list at once and is revoked when its toast goes).
 */
export function PendingInvitations() {
  const { data, error } = usePendingInvitations()
  const { resendInvitation, invitationLink, revokeInvitation } = useAdminActions()
  const intl = useIntl()
  const [revoking, setRevoking] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState<string | null>(null)
  // A link the browser would not copy (no clipboard outside HTTPS): shown to copy by hand.
  const [uncopied, setUncopied] = useState<{ email: string; link: string } | null>(null)
  const items = (data?.items ?? []).filter((invitation) => !revoking.has(invitation.id))
  const now = Date.now()

  const act = async (id: string, work: () => Promise<void>) => {
    setBusy(id)
    try {
      await work()
    } catch (caught) {
      showToast({ severity: 'error', message: (caught as Error).message })
    } finally {
      setBusy(null)
    }
  }

  const resend = (invitation: PendingInvitation) =>
    act(invitation.id, async () => {
      const result = await resendInvitation(invitation.id)
      showToast({
        message: intl.formatMessage(messages.resent, {
          email: result.email,
          date: formatDateTime(result.expiresAt),
        }),
      })
    })

  const copyLink = (invitation: PendingInvitation) =>
    act(invitation.id, async () => {
      const { link } = await invitationLink(invitation.id)
      if (await copyText(link)) {
        setUncopied(null)
        showToast({
          message: intl.formatMessage(messages.copied, { email: invitation.email }),
        })
      } else setUncopied({ email: invitation.email, link })
    })

  const revoke = (invitation: PendingInvitation) => {
    const without = (set: ReadonlySet<string>) => new Set([...set].filter((id) => id !== invitation.id))
    setRevoking((set) => new Set(set).add(invitation.id))
    showToast({
      message: intl.formatMessage(messages.revoked, { email: invitation.email }),
      undo: () => setRevoking(without),
      commit: () =>
        void revokeInvitation(invitation.id)
          .catch((caught: Error) =>
            showToast({
              severity: 'error',
              message: intl.formatMessage(messages.notRevoked, {
                email: invitation.email,
                reason: caught.message,
              }),
            }),
          )
          .finally(() => setRevoking(without)),
    })
  }

  // Not an alert: when the server is out of reach, the list of people above says so already.
  if (error && !data)
    return (
      <Typography color="error" sx={{ mt: 3 }}>
        {intl.formatMessage(messages.loadFailed, { reason: error.message })}
      </Typography>
    )
  if (items.length === 0 && !uncopied) return null
  return (
    <MainCard title={intl.formatMessage(messages.title)} content={false} sx={{ mt: 3 }}>
      {uncopied && (
        <Alert severity="info" onClose={() => setUncopied(null)} sx={{ m: 2 }}>
          {intl.formatMessage(messages.uncopied, { email: uncopied.email })}
          <Box component="code" sx={{ display: 'block', mt: 1, wordBreak: 'break-all', userSelect: 'all' }}>
            {uncopied.link}
          </Box>
        </Alert>
      )}
      <List aria-label={intl.formatMessage(messages.title)} disablePadding>
        {items.map((invitation) => {
          const isExpired = Date.parse(invitation.expiresAt) <= now
          return (
            <ListItem
              key={invitation.id}
              divider
              sx={{ px: 2.5, gap: 1, flexWrap: 'wrap', alignItems: { xs: 'flex-start', md: 'center' } }}
            >
              <ListItemText
                sx={{ flex: '1 1 18rem', minWidth: 0 }}
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={intl.formatMessage(roleMessages[invitation.role])}
                    />
                    {isExpired && (
                      <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        label={intl.formatMessage(messages.expired)}
                      />
                    )}
                  </Stack>
                }
                secondary={invitationDetail(intl, invitation, isExpired)}
              />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="outlined"
                  loading={busy === invitation.id}
                  disabled={busy !== null && busy !== invitation.id}
                  onClick={() => void resend(invitation)}
                  aria-label={intl.formatMessage(messages.sendAgainFor, { email: invitation.email })}
                >
                  {intl.formatMessage(messages.sendAgain)}
                </Button>
                <Button
                  size="small"
                  disabled={busy !== null}
                  onClick={() => void copyLink(invitation)}
                  aria-label={intl.formatMessage(messages.copyLinkFor, { email: invitation.email })}
                >
                  {intl.formatMessage(messages.copyLink)}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy !== null}
                  onClick={() => revoke(invitation)}
                  aria-label={intl.formatMessage(messages.revokeFor, { email: invitation.email })}
                >
                  {intl.formatMessage(messages.revoke)}
                </Button>
              </Stack>
            </ListItem>
          )
        })}
      </List>
    </MainCard>
  )
}
