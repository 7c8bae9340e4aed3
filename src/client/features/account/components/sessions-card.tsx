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

function DeviceIcon({ kind }: { kind: string | null }) {
  if (kind === 'mobile') return <MobileOutlined aria-hidden />
  if (kind === 'tablet') return <TabletOutlined aria-hidden />
  return <DesktopOutlined aria-hidden />
}

/** A moment as "2 min ago", with the exact date and time beside it. */
function Moment({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
      {label}{' '}
      <time dateTime={value}>
        {formatRelativeTime(value)} ({formatDateTime(value)})
      </time>
    </Typography>
  )
}

function SessionRow({ session, onRevoke }: { session: SessionInfo; onRevoke: () => void }) {
  const name = deviceName(session.device)
  const kind = deviceKind(session.device)
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
          {session.isCurrent && <Chip label="This device" color="primary" size="small" variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {[kind, session.ipAddress ?? 'Unknown address'].filter(Boolean).join(' · ')}
        </Typography>
        <Moment label="Last active" value={session.lastActiveAt} />
        <Moment label="Signed in" value={session.createdAt} />
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
          Revoke
          <Box component="span" sx={visuallyHidden}>
            {' '}
            the session of {name}, last active {formatRelativeTime(session.lastActiveAt)}
          </Box>
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
      title="Active sessions"
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
            Sign out all other sessions
          </Button>
        )
      }
    >
      <Box sx={{ px: 2.5, pt: 2 }}>
        <Typography color="textSecondary">
          The devices where you are signed in. If you do not recognise one, revoke it and change your
          password.
        </Typography>
      </Box>
      {isLoading && (
        <Box role="status" aria-label="Loading your sessions" sx={{ p: 2.5 }}>
          <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={72} />
        </Box>
      )}
      {error && !data && (
        <Box sx={{ p: 2.5 }}>
          <LoadError
            what="Your sessions could not be loaded."
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
          aria-label="Sessions"
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
          You are not signed in anywhere else.
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
