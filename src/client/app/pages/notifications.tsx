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
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { NotificationFilter } from '#shared/notification-rules.ts'
import type { Notification } from '#shared/notifications.ts'

const CheckCircleOutlined = antIcon(CheckCircleOutlinedIcon)
const DeleteOutlined = antIcon(DeleteOutlinedIcon)
const EyeInvisibleOutlined = antIcon(EyeInvisibleOutlinedIcon)
const EyeOutlined = antIcon(EyeOutlinedIcon)

// Every notification of the person: all or unread only, paged on the server, each one
// marked read or unread, or deleted. Filter and page live in the URL.

const PAGE_SIZE = 20

function Row({ notification, onError }: { notification: Notification; onError: (message: string) => void }) {
  const { markRead, remove } = useNotificationActions()
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
          <Tooltip title={isUnread ? 'Mark as read' : 'Mark as unread'}>
            <IconButton
              aria-label={`${isUnread ? 'Mark as read' : 'Mark as unread'}: ${notification.title}`}
              onClick={toggleRead}
            >
              {isUnread ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete: ${notification.title}`} onClick={() => remove(notification)}>
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
            {formatRelativeTime(notification.createdAt)} · {formatDateTime(notification.createdAt)}
          </time>
          {isUnread && ' · unread'}
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
      <PageTitle>Notifications</PageTitle>
      <MainCard
        title={data ? `${data.unread} unread` : 'Your notifications'}
        secondary={
          data && data.unread > 0 ? (
            <Button
              variant="outlined"
              size="small"
              startIcon={<CheckCircleOutlined aria-hidden />}
              loading={isMarking}
              onClick={() => void readAll()}
            >
              Mark all as read
            </Button>
          ) : undefined
        }
        content={false}
      >
        <Tabs
          value={filter}
          onChange={(_event, value: NotificationFilter) => go({ filter: value, page: 1 })}
          aria-label="Which notifications"
          sx={{ px: 2 }}
        >
          <Tab value="all" label="All" sx={{ textTransform: 'none' }} />
          <Tab value="unread" label="Unread" sx={{ textTransform: 'none' }} />
        </Tabs>
        {actionError && (
          <Typography role="alert" color="error" sx={{ px: 2.5, py: 1 }}>
            {actionError}
          </Typography>
        )}
        {error && !data ? (
          <Box sx={{ p: 2.5 }}>
            <LoadError
              what="Your notifications could not be loaded."
              error={error}
              onRetry={() => void mutate()}
              isRetrying={isValidating}
            />
          </Box>
        ) : !data ? (
          <Typography sx={{ p: 2.5 }} color="textSecondary">
            Loading notifications…
          </Typography>
        ) : data.items.length === 0 ? (
          <Typography sx={{ p: 2.5 }} color="textSecondary">
            {filter === 'unread' ? 'Nothing unread. You are up to date.' : 'No notifications yet.'}
          </Typography>
        ) : (
          <List
            disablePadding
            aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'}
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
                type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
              }
            />
          </Stack>
        )}
      </MainCard>
    </>
  )
}
