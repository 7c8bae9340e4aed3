import { defineMessages } from 'react-intl'

/** What the bell's panel and the notifications page both say. */
export const sharedMessages = defineMessages({
  unreadMark: { id: 'notifications.unread-mark', defaultMessage: '· unread' },
  markAllRead: { id: 'notifications.mark-all-read', defaultMessage: 'Mark all as read' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications…' },
  none: { id: 'notifications.empty', defaultMessage: 'No notifications yet.' },
})
