import DesktopOutlinedIcon from '@ant-design/icons-svg/es/asn/DesktopOutlined'
import MobileOutlinedIcon from '@ant-design/icons-svg/es/asn/MobileOutlined'
import TabletOutlinedIcon from '@ant-design/icons-svg/es/asn/TabletOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useEffect, useRef, useState } from 'react'
import { defineMessage, defineMessages, type MessageTag, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { showToast } from '#client/components/toast.tsx'
import { deviceKind, deviceName } from '#client/lib/device.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import { SESSIONS_ANCHOR } from '#client/navigation/account-sections.ts'
import type { SessionInfo } from '#shared/account.ts'
import { useSessions } from '../api/account-api.ts'
import type { PendingRevoke } from './revoke-session-dialog.tsx'

const DesktopOutlined = antIcon(DesktopOutlinedIcon)
const MobileOutlined = antIcon(MobileOutlinedIcon)
const TabletOutlined = antIcon(TabletOutlinedIcon)

// The confirmation, the revoke and its failure load on intent to revoke, not with the page.
const RevokeSessionDialog = lazyPanel(() =>
  import('./revoke-session-dialog.tsx').then((module) => module.RevokeSessionDialog),
)

/** A revoke's dialog and call. */
const preloadRevoke = () => RevokeSessionDialog.preload()

const messages = defineMessages({
  title: { id: 'account.sessions.title', defaultMessage: 'Active sessions' },
  signOutOthers: { id: 'account.sessions.sign-out-others', defaultMessage: 'Sign out all other sessions' },
  intro: {
    id: 'account.sessions.intro',
    defaultMessage:
      'The devices where you are signed in. If you do not recognise one, revoke it and change your password.',
  },
  loading: { id: 'account.sessions.loading', defaultMessage: 'Loading your sessions' },
  loadFailed: { id: 'account.sessions.load-failed', defaultMessage: 'Your sessions could not be loaded.' },
  list: { id: 'account.sessions.list', defaultMessage: 'Sessions' },
  noOthers: { id: 'account.sessions.no-others', defaultMessage: 'You are not signed in anywhere else.' },
  thisDevice: { id: 'account.sessions.this-device', defaultMessage: 'This device' },
  unknownAddress: { id: 'account.sessions.unknown-address', defaultMessage: 'Unknown address' },
})
// <time> holds the moment: "2 min ago (5 Aug 2025, 15:04)".
type MomentValues = { relative: string; exact: string; time: MessageTag }
const lastActive = defineMessage<MomentValues>({
  id: 'account.sessions.last-active',
  defaultMessage: 'Last active <time>{relative} ({exact})</time>',
})
const signedIn = defineMessage<MomentValues>({
  id: 'account.sessions.signed-in',
  defaultMessage: 'Signed in <time>{relative} ({exact})</time>',
})
// The part in <hidden> is read, not shown: the button says what it revokes to a screen reader.
const revoke = defineMessage<{ device: string; time: string; hidden: MessageTag }>({
  id: 'account.sessions.revoke',
  defaultMessage: 'Revoke<hidden> the session of {device}, last active {time}</hidden>',
})

function DeviceIcon({ kind }: { kind: string | null }) {
  if (kind === 'mobile') return <MobileOutlined aria-hidden />
  if (kind === 'tablet') return <TabletOutlined aria-hidden />
  return <DesktopOutlined aria-hidden />
}

/** A moment as "2 min ago", with the exact date and time beside it. */
function Moment({ label, value }: { label: typeof lastActive; value: string }) {
  const intl = useIntl()
  return (
    <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
      {intl.formatMessage(label, {
        relative: formatRelativeTime(intl, value),
        exact: formatDateTime(value),
        time: (chunks) => <time dateTime={value}>{chunks}</time>,
      })}
    </Typography>
  )
}

function SessionRow({ session, onRevoke }: { session: SessionInfo; onRevoke: () => void }) {
  const intl = useIntl()
  const name = deviceName(intl, session.device)
  const kind = deviceKind(intl, session.device)
  return (
    <ListItem divider sx={{ px: 2.5, py: 1.5, alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
      <ListItemIcon sx={{ minWidth: 0, fontSize: '1.25rem', pt: 0.25 }}>
        <DeviceIcon kind={session.device.kind} />
      </ListItemIcon>
      <ListItemText disableTypography sx={{ flex: 1, minWidth: 200, my: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">
            {name}
          </Typography>
          {session.isCurrent && (
            <Chip
              label={intl.formatMessage(messages.thisDevice)}
              color="primary"
              size="small"
              variant="outlined"
            />
          )}
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {[kind, session.ipAddress ?? intl.formatMessage(messages.unknownAddress)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Moment label={lastActive} value={session.lastActiveAt} />
        <Moment label={signedIn} value={session.createdAt} />
      </ListItemText>
      {!session.isCurrent && (
        <Button
          variant="outlined"
          color="error"
          size="small"
          onClick={onRevoke}
          onPointerEnter={preloadRevoke}
          onFocus={preloadRevoke}
        >
          {intl.formatMessage(revoke, {
            device: name,
            time: formatRelativeTime(intl, session.lastActiveAt),
            hidden: (chunks) => (
              <Box component="span" sx={visuallyHidden}>
                {chunks}
              </Box>
            ),
          })}
        </Button>
      )}
    </ListItem>
  )
}

/**
 * The person's sessions, this device first: each other one can be revoked (after a confirmation),
 * or all of them at once. The list is asked again after each change.
 */
export function SessionsCard() {
  const { data, error, isLoading, isValidating, mutate } = useSessions()
  const intl = useIntl()
  const [pending, setPending] = useState<PendingRevoke | null>(null)
  // The dialog keeps its wording while it closes.
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  // The button that opened the dialog may be gone with its session: focus goes to the list, in an
  // effect so that it comes after the closing dialog hands focus back.
  const listRef = useRef<HTMLUListElement>(null)
  const [revokedCount, setRevokedCount] = useState(0)
  useEffect(() => {
    if (revokedCount > 0) listRef.current?.focus()
  }, [revokedCount])

  const sessions = data ? [...data.sessions].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent)) : []
  const others = sessions.filter((session) => !session.isCurrent)

  const open = (next: PendingRevoke) => {
    setPending(next)
    setIsDialogOpen(true)
  }

  return (
    <MainCard
      id={SESSIONS_ANCHOR}
      title={intl.formatMessage(messages.title)}
      content={false}
      sx={{ scrollMarginTop: 80 }}
      secondary={
        others.length > 0 && (
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={() => open({ type: 'others' })}
            onPointerEnter={preloadRevoke}
            onFocus={preloadRevoke}
          >
            {intl.formatMessage(messages.signOutOthers)}
          </Button>
        )
      }
    >
      <Box sx={{ px: 2.5, pt: 2 }}>
        <Typography color="textSecondary">{intl.formatMessage(messages.intro)}</Typography>
      </Box>
      {isLoading && (
        <Box role="status" aria-label={intl.formatMessage(messages.loading)} sx={{ p: 2.5 }}>
          <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={72} />
        </Box>
      )}
      {error && !data && (
        <Box sx={{ p: 2.5 }}>
          <LoadError
            what={intl.formatMessage(messages.loadFailed)}
            error={error}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        </Box>
      )}
      {data && (
        <List
          ref={listRef}
          tabIndex={-1}
          aria-label={intl.formatMessage(messages.list)}
          aria-busy={isValidating}
          sx={{ outline: 'none' }}
        >
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} onRevoke={() => open({ type: 'one', session })} />
          ))}
        </List>
      )}
      {data && others.length === 0 && (
        <Typography color="textSecondary" sx={{ px: 2.5, pb: 2.5 }}>
          {intl.formatMessage(messages.noOthers)}
        </Typography>
      )}
      <OpenedOnce isOpen={isDialogOpen}>
        <RevokeSessionDialog
          open={isDialogOpen}
          pending={pending}
          onCancel={() => setIsDialogOpen(false)}
          onRevoked={(text) => {
            setIsDialogOpen(false)
            showToast({ message: text })
            setRevokedCount((count) => count + 1)
          }}
        />
      </OpenedOnce>
    </MainCard>
  )
}
