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
import { MainCard } from '#client/components/main-card.tsx'
import { showToast } from '#client/components/toast.tsx'
import { copyText } from '#client/lib/clipboard.ts'
import { formatDateTime } from '#client/lib/format.ts'
import type { PendingInvitation } from '#shared/admin.ts'
import { roleLabels } from '#shared/admin-rules.ts'
import { useAdminActions, usePendingInvitations } from '../api/admin-api.ts'

/** What the invitation's line says under its address: when and by whom it was sent, until when it works. */
function invitationDetail(invitation: PendingInvitation, isExpired: boolean): string {
  const sender = invitation.invitedBy ? ` · sent by ${invitation.invitedBy}` : ''
  const expiry = isExpired
    ? `expired ${formatDateTime(invitation.expiresAt)}`
    : `valid until ${formatDateTime(invitation.expiresAt)}`
  return `Sent ${formatDateTime(invitation.createdAt)}${sender} · ${expiry}`
}

/**
 * The invitations not accepted yet, under People: each can be sent again, copied as a new link or
 * revoked (with Undo: it goes from the list at once and is revoked when its toast goes).
 */
export function PendingInvitations() {
  const { data, error } = usePendingInvitations()
  const { resendInvitation, invitationLink, revokeInvitation } = useAdminActions()
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
        message: `Invitation sent again to ${result.email}, valid until ${formatDateTime(result.expiresAt)}`,
      })
    })

  const copyLink = (invitation: PendingInvitation) =>
    act(invitation.id, async () => {
      const { link } = await invitationLink(invitation.id)
      if (await copyText(link)) {
        setUncopied(null)
        showToast({
          message: `A new invitation link for ${invitation.email} is copied; the link in the email no longer works`,
        })
      } else setUncopied({ email: invitation.email, link })
    })

  const revoke = (invitation: PendingInvitation) => {
    const without = (set: ReadonlySet<string>) => new Set([...set].filter((id) => id !== invitation.id))
    setRevoking((set) => new Set(set).add(invitation.id))
    showToast({
      message: `Invitation to ${invitation.email} revoked`,
      undo: () => setRevoking(without),
      commit: () =>
        void revokeInvitation(invitation.id)
          .catch((caught: Error) =>
            showToast({
              severity: 'error',
              message: `The invitation to ${invitation.email} could not be revoked: ${caught.message}`,
            }),
          )
          .finally(() => setRevoking(without)),
    })
  }

  // Not an alert: when the server is out of reach, the list of people above says so already.
  if (error && !data)
    return (
      <Typography color="error" sx={{ mt: 3 }}>
        The pending invitations could not be loaded: {error.message}
      </Typography>
    )
  if (items.length === 0 && !uncopied) return null
  return (
    <MainCard title="Pending invitations" content={false} sx={{ mt: 3 }}>
      {uncopied && (
        <Alert severity="info" onClose={() => setUncopied(null)} sx={{ m: 2 }}>
          This browser would not copy the link. The new link for {uncopied.email} (the one in the email no
          longer works):
          <Box component="code" sx={{ display: 'block', mt: 1, wordBreak: 'break-all', userSelect: 'all' }}>
            {uncopied.link}
          </Box>
        </Alert>
      )}
      <List aria-label="Pending invitations" disablePadding>
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
                    <Chip size="small" variant="outlined" label={roleLabels[invitation.role]} />
                    {isExpired && <Chip size="small" color="warning" variant="outlined" label="Expired" />}
                  </Stack>
                }
                secondary={invitationDetail(invitation, isExpired)}
              />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="outlined"
                  loading={busy === invitation.id}
                  disabled={busy !== null && busy !== invitation.id}
                  onClick={() => void resend(invitation)}
                  aria-label={`Send again: ${invitation.email}`}
                >
                  Send again
                </Button>
                <Button
                  size="small"
                  disabled={busy !== null}
                  onClick={() => void copyLink(invitation)}
                  aria-label={`Copy link: ${invitation.email}`}
                >
                  Copy link
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy !== null}
                  onClick={() => revoke(invitation)}
                  aria-label={`Revoke: ${invitation.email}`}
                >
                  Revoke
                </Button>
              </Stack>
            </ListItem>
          )
        })}
      </List>
    </MainCard>
  )
}
