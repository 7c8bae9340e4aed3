import BellOutlinedIcon from '@ant-design/icons-svg/es/asn/BellOutlined'
import IconButton from '@mui/material/IconButton'
import { styled } from '@mui/material/styles'
import { type ReactNode, useState } from 'react'
import { antIcon } from '#client/components/ant-icon.tsx'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import { BADGE_MAX } from '#shared/constants.ts'
import { usePanelNotifications } from '../api/notifications-api.ts'

const BellOutlined = antIcon(BellOutlinedIcon)

// The bell over the person's real inbox: the badge is the unread count
// (99+ past the cap), the panel the latest notifications. Clicking one marks it read and follows
// its link; "mark all read" shows only while something is unread. The stream keeps it current.
// The panel itself is a chunk of its own, fetched when the person points at or focuses the bell.

const NotificationPanelContent = lazyPanel(() =>
  import('./notification-panel-content.tsx').then((loaded) => loaded.NotificationPanelContent),
)

// MUI's standard Badge (its look and its scale-out when the count reaches 0), without its module:
// the bell is on every page.
const BadgeRoot = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
})

const BadgeCount = styled('span')(({ theme }) => {
  const at = 'translate(50%, -50%)'
  return {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignContent: 'center',
    alignItems: 'center',
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: theme.typography.pxToRem(12),
    lineHeight: 1,
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    transform: `scale(1) ${at}`,
    transformOrigin: '100% 0%',
    transition: theme.transitions.create('transform', {
      easing: theme.transitions.easing.easeInOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
    '&[data-hidden]': {
      transform: `scale(0) ${at}`,
      transition: theme.transitions.create('transform', {
        easing: theme.transitions.easing.easeInOut,
        duration: theme.transitions.duration.leavingScreen,
      }),
    },
    '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
  }
})

/** The unread count over the bell; at 0 it shrinks away showing the count it had. */
function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  // The last count above 0, kept while the badge shrinks away (state adjusted during render).
  const [lastCount, setLastCount] = useState(count)
  if (count > 0 && count !== lastCount) setLastCount(count)
  const shown = count > 0 ? count : lastCount
  return (
    <BadgeRoot>
      {children}
      <BadgeCount aria-hidden data-testid="notification-badge" data-hidden={count > 0 ? undefined : ''}>
        {shown > 0 ? badgeLabel(shown) : null}
      </BadgeCount>
    </BadgeRoot>
  )
}

/** The badge's accessible count: "99+" past the cap, as the badge shows it. */
export function badgeLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}

export function NotificationPanel() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const { data } = usePanelNotifications()
  const unread = data?.unread ?? 0
  const isOpen = Boolean(anchorEl)

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
        <UnreadBadge count={unread}>
          <BellOutlined aria-hidden />
        </UnreadBadge>
      </IconButton>
      <OpenedOnce isOpen={isOpen}>
        <NotificationPanelContent anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
      </OpenedOnce>
    </>
  )
}
