import BellOutlined from '@ant-design/icons/BellOutlined'
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import GiftOutlined from '@ant-design/icons/GiftOutlined'
import MessageOutlined from '@ant-design/icons/MessageOutlined'
import SettingOutlined from '@ant-design/icons/SettingOutlined'
import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { type ComponentType, useState } from 'react'
import { HeaderPopover } from '#client/components/header-popover.tsx'
import { SampleChip } from '#client/components/sample-chip.tsx'
import {
  BADGE_MAX,
  NOTIFICATION_BADGE_INITIAL,
  NOTIFICATION_PANEL_WIDTH,
  NOTIFICATION_PANEL_WIDTH_SMALL,
} from '#shared/constants.ts'

// The bell of SPEC section 4 with the spec's sample items. Real, persisted notifications replace
// these when the notifications issue lands; until then the panel says plainly they are samples.
type SampleNotification = { id: string; title: string; relative: string; clock: string; icon: ComponentType }

export const sampleNotifications: SampleNotification[] = [
  {
    id: 'n1',
    title: "It's Cristina Danny's birthday today.",
    relative: '2 min ago',
    clock: '3:00 AM',
    icon: GiftOutlined,
  },
  {
    id: 'n2',
    title: 'Aida Burg commented on your post.',
    relative: '5 August',
    clock: '6:00 PM',
    icon: MessageOutlined,
  },
  {
    id: 'n3',
    title: 'Your profile is complete 60%',
    relative: '7 hours ago',
    clock: '2:45 PM',
    icon: SettingOutlined,
  },
  {
    id: 'n4',
    title: 'Cristina Danny invited you to join a meeting.',
    relative: 'Daily scrum meeting time',
    clock: '9:10 PM',
    icon: MessageOutlined,
  },
]

/** The badge's accessible count: "99+" past the cap, as the badge shows it. */
export function badgeLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}

export function NotificationPanel({ initialCount = NOTIFICATION_BADGE_INITIAL }: { initialCount?: number }) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const [unread, setUnread] = useState(initialCount)
  const isOpen = Boolean(anchorEl)

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `Show notifications, ${badgeLabel(unread)} unread` : 'Show notifications'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'notification-panel' : undefined}
        onClick={(event) => setAnchorEl(isOpen ? null : event.currentTarget)}
        sx={{ color: 'text.primary', bgcolor: isOpen ? 'grey.100' : 'transparent' }}
      >
        <Badge badgeContent={unread} color="primary" max={BADGE_MAX} data-testid="notification-badge">
          <BellOutlined aria-hidden />
        </Badge>
      </IconButton>
      <HeaderPopover
        id="notification-panel"
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        labelledBy="notification-panel-title"
        width={{ xs: NOTIFICATION_PANEL_WIDTH_SMALL, md: NOTIFICATION_PANEL_WIDTH }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5, gap: 1 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography id="notification-panel-title" variant="h5" component="h2">
              Notifications
            </Typography>
            <SampleChip label="Sample items" />
          </Stack>
          {unread > 0 && (
            <Tooltip title="Mark all as read">
              <IconButton
                aria-label="Mark all as read"
                color="success"
                size="small"
                onClick={() => setUnread(0)}
              >
                <CheckCircleOutlined aria-hidden />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Divider />
        <List disablePadding aria-label="Sample notifications">
          {sampleNotifications.map((notification, index) => {
            const Icon = notification.icon
            const isUnread = index < unread
            return (
              <ListItem
                key={notification.id}
                divider
                sx={{ bgcolor: isUnread ? 'primary.lighter' : 'transparent', px: 2.5 }}
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.lighter', color: 'primary.dark' }}>
                    <Icon aria-hidden />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={notification.title}
                  secondary={
                    <>
                      {notification.relative}
                      {isUnread && (
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {' '}
                          · unread
                        </Box>
                      )}
                    </>
                  }
                  slotProps={{ primary: { variant: 'body2', color: 'text.primary' } }}
                />
                <Typography variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                  {notification.clock}
                </Typography>
              </ListItem>
            )
          })}
        </List>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 1.5 }}>
          These are sample notifications. Real ones arrive with the notifications feature.
        </Typography>
      </HeaderPopover>
    </>
  )
}
