import CheckCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useLayoutEffect, useRef, useState } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { HeaderPopover } from '#client/components/header-popover.tsx'
import { formatClockTime, formatRelativeTime } from '#client/lib/format.ts'
import { notificationPath } from '#client/lib/person-path.ts'
import type { Role } from '#shared/auth-rules.ts'
import { NOTIFICATION_PANEL_WIDTH, NOTIFICATION_PANEL_WIDTH_SMALL } from '#shared/constants.ts'
import type { Notification } from '#shared/notifications.ts'
import { useNotificationActions, usePanelNotifications } from '../api/notifications-api.ts'
import { sharedMessages } from '../lib/messages.ts'
import { NotificationIcon } from './notification-icon.tsx'

const CheckCircleOutlined = antIcon(CheckCircleOutlinedIcon)

const messages = defineMessages({
  title: { id: 'notifications.panel.title', defaultMessage: 'Notifications' },
  loadError: {
    id: 'notifications.panel.load-error',
    defaultMessage: 'Notifications cannot be loaded right now.',
  },
  latest: { id: 'notifications.panel.latest', defaultMessage: 'Latest notifications' },
  viewAll: { id: 'notifications.panel.view-all', defaultMessage: 'View all' },
})

/** One notification as the panel lists it: text only, never markup. */
function NotificationText({ notification }: { notification: Notification }) {
  const intl = useIntl()
  const isUnread = notification.readAt === null
  return (
    <ListItemText
      primary={notification.title}
      secondary={
        <>
          <time dateTime={notification.createdAt}>{formatRelativeTime(intl, notification.createdAt)}</time>
          {isUnread && (
            <Box component="span" sx={{ fontWeight: 600, color: 'primary.dark' }}>
              {' '}
              {intl.formatMessage(sharedMessages.unreadMark)}
            </Box>
          )}
        </>
      }
      slotProps={{
        primary: { variant: 'body2', color: 'text.primary', sx: { fontWeight: isUnread ? 600 : 400 } },
      }}
    />
  )
}

/** The panel under the bell (loaded when first wanted, see notification-panel.tsx). */
export function NotificationPanelContent({
  anchorEl,
  onClose,
  role,
}: {
  anchorEl: HTMLElement | null
  onClose: () => void
  /** The signed-in person's role, which decides where a person leads. */
  role: Role | undefined
}) {
  const { data, error } = usePanelNotifications()
  const { markRead, markAllRead } = useNotificationActions()
  const navigate = useNavigate()
  const intl = useIntl()
  const [actionError, setActionError] = useState<string | null>(null)
  // The "mark all read" button goes away once nothing is unread, which may be before its own request
  // answers (the stream revalidates the list as soon as the server has marked them). If it had
  // focus, focus moves to the panel's title as it goes, instead of falling to the page body, where
  // Escape would no longer close the panel.
  const titleRef = useRef<HTMLHeadingElement>(null)
  const markAllHasFocus = useRef(false)
  const unread = data?.unread ?? 0
  useLayoutEffect(() => {
    if (unread > 0 || !markAllHasFocus.current) return
    markAllHasFocus.current = false
    titleRef.current?.focus()
  }, [unread])

  async function open(notification: Notification) {
    onClose()
    if (notification.link) void navigate(notificationPath(notification.link, role))
    if (notification.readAt === null) await markRead(notification, true).catch(() => {})
  }

  async function readAll() {
    setActionError(null)
    try {
      await markAllRead(data?.items[0]?.id)
    } catch (caught) {
      setActionError((caught as Error).message)
    }
  }

  return (
    <HeaderPopover
      id="notification-panel"
      anchorEl={anchorEl}
      onClose={onClose}
      labelledBy="notification-panel-title"
      width={{ xs: NOTIFICATION_PANEL_WIDTH_SMALL, md: NOTIFICATION_PANEL_WIDTH }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5, gap: 1 }}
      >
        <Typography id="notification-panel-title" ref={titleRef} tabIndex={-1} variant="h5" component="h2">
          {intl.formatMessage(messages.title)}
        </Typography>
        {unread > 0 && (
          <Tooltip title={intl.formatMessage(sharedMessages.markAllRead)}>
            <IconButton
              aria-label={intl.formatMessage(sharedMessages.markAllRead)}
              color="success"
              size="small"
              onFocus={() => {
                markAllHasFocus.current = true
              }}
              onBlur={() => {
                markAllHasFocus.current = false
              }}
              onClick={() => void readAll()}
            >
              <CheckCircleOutlined aria-hidden />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Divider />
      {actionError && (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2.5, py: 1 }}>
          {actionError}
        </Typography>
      )}
      {error && !data ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2.5, py: 2 }}>
          {intl.formatMessage(messages.loadError)}
        </Typography>
      ) : !data ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2.5, py: 2 }}>
          {intl.formatMessage(sharedMessages.loading)}
        </Typography>
      ) : data.items.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2.5, py: 2 }}>
          {intl.formatMessage(sharedMessages.none)}
        </Typography>
      ) : (
        <List
          disablePadding
          aria-label={intl.formatMessage(messages.latest)}
          sx={{ maxHeight: 440, overflowY: 'auto' }}
        >
          {data.items.map((notification) => (
            <ListItem key={notification.id} divider disablePadding>
              <ListItemButton
                onClick={() => void open(notification)}
                sx={{ bgcolor: notification.readAt === null ? 'primary.lighter' : 'transparent', px: 2.5 }}
              >
                <ListItemAvatar>
                  <NotificationIcon kind={notification.kind} />
                </ListItemAvatar>
                <NotificationText notification={notification} />
                <Typography variant="caption" color="textSecondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                  {formatClockTime(notification.createdAt)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button component={Link} to="/notifications" onClick={onClose} size="small">
          {intl.formatMessage(messages.viewAll)}
        </Button>
      </Box>
    </HeaderPopover>
  )
}
