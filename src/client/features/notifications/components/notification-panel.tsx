import BellOutlinedIcon from '@ant-design/icons-svg/es/asn/BellOutlined'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { Suspense, useState } from 'react'
import { antIcon } from '#client/components/ant-icon.tsx'
import { lazyPanel, useOpenedOnce } from '#client/lib/lazy-panel.ts'
import { BADGE_MAX } from '#shared/constants.ts'
import { usePanelNotifications } from '../api/notifications-api.ts'

const BellOutlined = antIcon(BellOutlinedIcon)

// The bell of SPEC section 4 over the person's real inbox (issue 5): the badge is the unread count
// (99+ past the cap), the panel the latest notifications. Clicking one marks it read and follows
// its link; "mark all read" shows only while something is unread. The stream keeps it current.
// The panel itself is a chunk of its own, fetched when the person points at or focuses the bell.

const NotificationPanelContent = lazyPanel(() =>
  import('./notification-panel-content.tsx').then((loaded) => loaded.NotificationPanelContent),
)

/** The badge's accessible count: "99+" past the cap, as the badge shows it. */
export function badgeLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}

export function NotificationPanel() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const { data } = usePanelNotifications()
  const unread = data?.unread ?? 0
  const isOpen = Boolean(anchorEl)
  const isWanted = useOpenedOnce(isOpen)

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `Show notifications, ${badgeLabel(unread)} unread` : 'Show notifications'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'notification-panel' : undefined}
        onPointerEnter={NotificationPanelContent.preload}
        onFocus={NotificationPanelContent.preload}
        onClick={(event) => setAnchorEl(isOpen ? null : event.currentTarget)}
        sx={{ color: 'text.primary', bgcolor: isOpen ? 'grey.100' : 'transparent' }}
      >
        <Badge badgeContent={unread} color="primary" max={BADGE_MAX} data-testid="notification-badge">
          <BellOutlined aria-hidden />
        </Badge>
      </IconButton>
      {isWanted && (
        <Suspense fallback={null}>
          <NotificationPanelContent anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      )}
    </>
  )
}
