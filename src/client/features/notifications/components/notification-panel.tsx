import BellOutlinedIcon from '@ant-design/icons-svg/es/asn/BellOutlined'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import type { Role } from '#shared/auth-rules.ts'
import { BADGE_MAX } from '#shared/constants.ts'
import { usePanelNotifications } from '../api/notifications-api.ts'

const BellOutlined = antIcon(BellOutlinedIcon)

const messages = defineMessages({
  show: { id: 'notifications.bell.show', defaultMessage: 'Show notifications' },
})
const showUnread = defineMessage<{ unread: number; count: string }>({
  id: 'notifications.bell.show-unread',
  defaultMessage: 'Show notifications, {unread, plural, other {{count} unread}}',
})

// The bell over the person's real inbox: the badge is the unread count
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

/** The bell; `role` is the signed-in person's, which decides where a notification about a person leads. */
export function NotificationPanel({ role }: { role?: Role }) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const intl = useIntl()
  const { data } = usePanelNotifications()
  const unread = data?.unread ?? 0
  const isOpen = Boolean(anchorEl)

  return (
    <>
      <IconButton
        aria-label={
          unread > 0
            ? intl.formatMessage(showUnread, { unread, count: badgeLabel(unread) })
            : intl.formatMessage(messages.show)
        }
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'notification-panel' : undefined}
        onPointerEnter={NotificationPanelContent.preload}
        onFocus={NotificationPanelContent.preload}
        onClick={(event) => setAnchorEl(isOpen ? null : event.currentTarget)}
        sx={{ color: 'text.primary', bgcolor: isOpen ? 'grey.100' : 'transparent' }}
      >
        <Badge
          badgeContent={unread}
          max={BADGE_MAX}
          color="primary"
          slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'notification-badge' } as object }}
        >
          <BellOutlined aria-hidden />
        </Badge>
      </IconButton>
      <OpenedOnce isOpen={isOpen}>
        <NotificationPanelContent anchorEl={anchorEl} onClose={() => setAnchorEl(null)} role={role} />
      </OpenedOnce>
    </>
  )
}
