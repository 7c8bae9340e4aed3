import CheckCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/CheckCircleOutlined'
import DeleteOutlinedIcon from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import EyeInvisibleOutlinedIcon from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined'
import EyeOutlinedIcon from '@ant-design/icons-svg/es/asn/EyeOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import {
  useNotificationActions,
  useNotifications,
} from '#client/features/notifications/api/notifications-api.ts'
import { NotificationIcon } from '#client/features/notifications/components/notification-icon.tsx'
import { sharedMessages } from '#client/features/notifications/lib/messages.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import type { NotificationFilter } from '#shared/notification-rules.ts'
import type { Notification } from '#shared/notifications.ts'

const CheckCircleOutlined = antIcon(CheckCircleOutlinedIcon)
const DeleteOutlined = antIcon(DeleteOutlinedIcon)
const EyeInvisibleOutlined = antIcon(EyeInvisibleOutlinedIcon)
const EyeOutlined = antIcon(EyeOutlinedIcon)

// Every notification of the person: all or unread only, paged on the server, each one
// marked read or unread, or deleted. Filter and page live in the URL.

const PAGE_SIZE = 20

const messages = defineMessages({
  markRead: { id: 'notifications.mark-read', defaultMessage: 'Mark as read' },
  markUnread: { id: 'notifications.mark-unread', defaultMessage: 'Mark as unread' },
  delete: { id: 'notifications.delete', defaultMessage: 'Delete' },
  yours: { id: 'notifications.yours', defaultMessage: 'Your notifications' },
  which: { id: 'notifications.filter.label', defaultMessage: 'Which notifications' },
  all: { id: 'notifications.filter.all', defaultMessage: 'All' },
  unread: { id: 'notifications.filter.unread', defaultMessage: 'Unread' },
  loadError: {
    id: 'notifications.load-error',
    defaultMessage: 'Your notifications could not be loaded.',
  },
  noneUnread: { id: 'notifications.empty-unread', defaultMessage: 'Nothing unread. You are up to date.' },
  listUnread: { id: 'notifications.list.unread', defaultMessage: 'Unread notifications' },
  listAll: { id: 'notifications.list.all', defaultMessage: 'All notifications' },
  first: { id: 'notifications.pagination.first', defaultMessage: 'Go to first page' },
  last: { id: 'notifications.pagination.last', defaultMessage: 'Go to last page' },
  next: { id: 'notifications.pagination.next', defaultMessage: 'Go to next page' },
  previous: { id: 'notifications.pagination.previous', defaultMessage: 'Go to previous page' },
})
const markReadOne = defineMessage<{ title: string }>({
  id: 'notifications.mark-read-one',
  defaultMessage: 'Mark as read: {title}',
})
const markUnreadOne = defineMessage<{ title: string }>({
  id: 'notifications.mark-unread-one',
  defaultMessage: 'Mark as unread: {title}',
})
const deleteOne = defineMessage<{ title: string }>({
  id: 'notifications.delete-one',
  defaultMessage: 'Delete: {title}',
})
const unreadCount = defineMessage<{ count: number }>({
  id: 'notifications.unread-count',
  defaultMessage: '{count, plural, other {# unread}}',
})
const pageLabel = defineMessage<{ page: number | null }>({
  id: 'notifications.pagination.page',
  defaultMessage: 'Page {page}',
})
const goToPage = defineMessage<{ page: number | null }>({
  id: 'notifications.pagination.go-to-page',
  defaultMessage: 'Go to page {page}',
})

/** The pagination's other buttons, by MUI's name for each (the ellipses are not buttons). */
const pageLinks: Record<'first' | 'last' | 'next' | 'previous', MessageDescriptor> = {
  first: messages.first,
  last: messages.last,
  next: messages.next,
  previous: messages.previous,
}

function Row({ notification, onError }: { notification: Notification; onError: (message: string) => void }) {
  const { markRead, remove } = useNotificationActions()
  const intl = useIntl()
  const isUnread = notification.readAt === null
  // Both show at once; a failed change is undone as the list is asked again, and said above it.
  const toggleRead = () => {
    markRead(notification, isUnread).catch((caught: Error) => onError(caught.message))
  }
  return (
    <ListItem
      divider
      sx={{ bgcolor: isUnread ? 'primary.lighter' : 'transparent', alignItems: 'flex-start', gap: 1 }}
      secondaryAction={
        <Stack direction="row" sx={{ gap: 0.5 }}>
          <Tooltip title={intl.formatMessage(isUnread ? messages.markRead : messages.markUnread)}>
            <IconButton
              aria-label={intl.formatMessage(isUnread ? markReadOne : markUnreadOne, {
                title: notification.title,
              })}
              onClick={toggleRead}
            >
              {isUnread ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </IconButton>
          </Tooltip>
          <Tooltip title={intl.formatMessage(messages.delete)}>
            <IconButton
              aria-label={intl.formatMessage(deleteOne, { title: notification.title })}
              onClick={() => remove(notification)}
            >
              <DeleteOutlined aria-hidden />
            </IconButton>
          </Tooltip>
        </Stack>
      }
    >
      <ListItemAvatar>
        <NotificationIcon kind={notification.kind} />
      </ListItemAvatar>
      <Box sx={{ pr: 12, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: isUnread ? 600 : 500 }}>
          {notification.link ? (
            <TextLink
              to={notification.link}
              onClick={() => {
                if (isUnread) void markRead(notification, true).catch(() => {})
              }}
            >
              {notification.title}
            </TextLink>
          ) : (
            notification.title
          )}
        </Typography>
        {notification.body && (
          <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
            {notification.body}
          </Typography>
        )}
        <Typography variant="caption" color="textSecondary">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(intl, notification.createdAt)} · {formatDateTime(notification.createdAt)}
          </time>
          {isUnread && ` ${intl.formatMessage(sharedMessages.unreadMark)}`}
        </Typography>
      </Box>
    </ListItem>
  )
}

export function Component() {
  const [params, setParams] = useSearchParams()
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const { data, error, mutate, isValidating } = useNotifications(filter, page, PAGE_SIZE)
  const { markAllRead } = useNotificationActions()
  const intl = useIntl()
  const [actionError, setActionError] = useState<string | null>(null)
  const [isMarking, setMarking] = useState(false)
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1

  const go = (next: { filter?: NotificationFilter; page?: number }) => {
    const search = new URLSearchParams()
    const nextFilter = next.filter ?? filter
    const nextPage = next.page ?? page
    if (nextFilter !== 'all') search.set('filter', nextFilter)
    if (nextPage > 1) search.set('page', String(nextPage))
    setParams(search)
  }

  async function readAll() {
    setMarking(true)
    setActionError(null)
    try {
      // The newest the person can see on page 1 is the newest overall; later ones stay unread.
      await markAllRead(page === 1 && filter === 'all' ? data?.items[0]?.id : undefined)
    } catch (caught) {
      setActionError((caught as Error).message)
    } finally {
      setMarking(false)
    }
  }

  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/notifications'])}</PageTitle>
      <MainCard
        title={
          data ? intl.formatMessage(unreadCount, { count: data.unread }) : intl.formatMessage(messages.yours)
        }
        secondary={
          data && data.unread > 0 ? (
            <Button
              variant="outlined"
              size="small"
              startIcon={<CheckCircleOutlined aria-hidden />}
              loading={isMarking}
              onClick={() => void readAll()}
            >
              {intl.formatMessage(sharedMessages.markAllRead)}
            </Button>
          ) : undefined
        }
        content={false}
      >
        <Tabs
          value={filter}
          onChange={(_event, value: NotificationFilter) => go({ filter: value, page: 1 })}
          aria-label={intl.formatMessage(messages.which)}
          sx={{ px: 2 }}
        >
          <Tab value="all" label={intl.formatMessage(messages.all)} sx={{ textTransform: 'none' }} />
          <Tab value="unread" label={intl.formatMessage(messages.unread)} sx={{ textTransform: 'none' }} />
        </Tabs>
        {actionError && (
          <Typography role="alert" color="error" sx={{ px: 2.5, py: 1 }}>
            {actionError}
          </Typography>
        )}
        {error && !data ? (
          <Box sx={{ p: 2.5 }}>
            <LoadError
              what={intl.formatMessage(messages.loadError)}
              error={error}
              onRetry={() => void mutate()}
              isRetrying={isValidating}
            />
          </Box>
        ) : !data ? (
          <Typography sx={{ p: 2.5 }} color="textSecondary">
            {intl.formatMessage(sharedMessages.loading)}
          </Typography>
        ) : data.items.length === 0 ? (
          <Typography sx={{ p: 2.5 }} color="textSecondary">
            {intl.formatMessage(filter === 'unread' ? messages.noneUnread : sharedMessages.none)}
          </Typography>
        ) : (
          <List
            disablePadding
            aria-label={intl.formatMessage(filter === 'unread' ? messages.listUnread : messages.listAll)}
          >
            {data.items.map((notification) => (
              <Row key={notification.id} notification={notification} onError={setActionError} />
            ))}
          </List>
        )}
        {data && pages > 1 && (
          <Stack sx={{ alignItems: 'center', p: 2 }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_event, value) => go({ page: value })}
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? intl.formatMessage(selected ? pageLabel : goToPage, { page: item })
                  : type === 'start-ellipsis' || type === 'end-ellipsis'
                    ? ''
                    : intl.formatMessage(pageLinks[type])
              }
            />
          </Stack>
        )}
      </MainCard>
    </>
  )
}
