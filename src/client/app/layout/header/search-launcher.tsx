import SearchOutlinedIcon from '@ant-design/icons-svg/es/asn/SearchOutlined'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import type { Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { showToast } from '#client/components/toast.tsx'
import { accountExportHref } from '#client/features/account/api/account-paths.ts'
import { signOut, useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { useNotificationActions } from '#client/features/notifications/api/notifications-api.ts'
import type { PaletteAction } from '#client/features/search/components/search-palette.tsx'
import { isSearchShortcut, takeEarlySearch } from '#client/features/search/lib/shortcut.ts'
import { useHistoryOverlay } from '#client/lib/history-overlay.ts'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import { useIsPhone } from '#client/lib/use-is-phone.ts'
import { useRoleMenu } from '../use-role-menu.ts'

const SearchOutlined = antIcon(SearchOutlinedIcon)

const messages = defineMessages({
  signOut: { id: 'search.action.sign-out', defaultMessage: 'Sign out' },
  changePassword: { id: 'search.action.change-password', defaultMessage: 'Change password' },
  markAllRead: { id: 'search.action.mark-all-read', defaultMessage: 'Mark all notifications as read' },
  nothingUnread: {
    id: 'search.action.nothing-unread',
    defaultMessage: 'Nothing was unread: no notification changed',
  },
  downloadData: { id: 'search.action.download-data', defaultMessage: 'Download my data' },
  downloading: { id: 'search.action.downloading', defaultMessage: 'Your data is downloading as a JSON file' },
  search: { id: 'search.button', defaultMessage: 'Search' },
  searchShortcut: { id: 'search.button-shortcut', defaultMessage: 'Search, Ctrl + K' },
})
const markedMessage = defineMessage<{ count: number }>({
  id: 'search.action.marked',
  defaultMessage: '{count, plural, one {# notification} other {# notifications}} marked as read',
})

// The top bar's search (the "Ctrl + K" field): on large screens
// a field-like button, on small ones an icon; both, and Ctrl+K / ⌘K anywhere, open the palette
// (full screen on small screens). The actions it offers come from the features they belong to.
// The palette is a chunk of its own, fetched when the person points at or focuses the button. Open,
// it is an entry of the browser's history: Back closes it (a phone has no Escape key).

/** The palette's name in the history entry's state. */
const PALETTE = 'search'

const SearchPalette = lazyPanel(() =>
  import('#client/features/search/components/search-palette.tsx').then((loaded) => loaded.SearchPalette),
)

export function SearchLauncher() {
  const palette = useHistoryOverlay(PALETTE)
  const { isOpen, open } = palette
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true })
  const isSmall = useIsPhone()
  const tree = useRoleMenu()
  const navigate = useNavigate()
  const { markAllRead } = useNotificationActions()
  const { data: me } = useKnownMe()
  // Ctrl+K and straight on typing: the first time, the palette's chunk is still on its way. Keep
  // what is typed meanwhile and hand it to the palette when it shows.
  const typeAhead = useRef({ text: '', isTaken: true })
  const openPalette = useCallback(() => {
    if (!isOpen) typeAhead.current = { text: '', isTaken: false }
    open()
  }, [isOpen, open])
  const takeTypeAhead = useCallback(() => {
    typeAhead.current.isTaken = true
    return typeAhead.current.text
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      openPalette()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [openPalette])

  // Closed (Back before it ever showed, say), it takes nothing more.
  useEffect(() => {
    if (!isOpen) typeAhead.current.isTaken = true
  }, [isOpen])

  // From the shortcut until the palette takes the text: the palette opens once the history entry
  // it lives in has been pushed, and its chunk may still be loading.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const buffer = typeAhead.current
      if (buffer.isTaken || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
      buffer.text += event.key
      event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])

  // A Ctrl+K pressed on a page the server rendered, before this ran: the palette opens now, with
  // what was typed after it (public/entry-after-paint.js kept both).
  useEffect(() => {
    const text = takeEarlySearch()
    if (text === null) return
    typeAhead.current = { text, isTaken: false }
    open()
  }, [open])

  const intl = useIntl()
  const actions = useMemo<PaletteAction[]>(
    () => [
      {
        id: 'sign-out',
        label: intl.formatMessage(messages.signOut),
        keywords: ['logout', 'log out'],
        run: () => signOut(() => navigate('/login', { replace: true })),
      },
      {
        id: 'change-password',
        label: intl.formatMessage(messages.changePassword),
        keywords: ['security', 'password'],
        run: () => navigate('/account/settings#change-password'),
      },
      {
        id: 'mark-all-read',
        label: intl.formatMessage(messages.markAllRead),
        keywords: ['notifications', 'read', 'clear'],
        run: async () => {
          try {
            const { marked } = await markAllRead(undefined)
            showToast({
              message:
                marked === 0
                  ? intl.formatMessage(messages.nothingUnread)
                  : intl.formatMessage(markedMessage, { count: marked }),
            })
          } catch (caught) {
            showToast({ severity: 'error', message: (caught as Error).message })
          }
        },
      },
      {
        id: 'download-data',
        label: intl.formatMessage(messages.downloadData),
        keywords: ['export', 'privacy', 'json'],
        run: () => {
          window.location.assign(accountExportHref)
          showToast({ message: intl.formatMessage(messages.downloading) })
        },
      },
    ],
    [navigate, markAllRead, intl],
  )

  const paletteElement = (
    <OpenedOnce isOpen={isOpen}>
      <SearchPalette
        open={isOpen}
        onClose={palette.close}
        onLeave={palette.leaveFor}
        tree={tree}
        actions={actions}
        fullScreen={isSmall}
        takeTypeAhead={takeTypeAhead}
        personId={me?.id}
        role={me?.role}
      />
    </OpenedOnce>
  )

  if (!isLarge) {
    return (
      <>
        <IconButton
          aria-label={intl.formatMessage(messages.search)}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onPointerEnter={SearchPalette.preload}
          onFocus={SearchPalette.preload}
          onClick={openPalette}
          sx={{ color: 'text.primary', bgcolor: 'grey.100', mx: 0.75 }}
        >
          <SearchOutlined aria-hidden />
        </IconButton>
        {paletteElement}
      </>
    )
  }
  return (
    <Box role="search" sx={{ ml: { xs: 0, md: 1 } }}>
      <ButtonBase
        // What it does, then the shortcut it shows, in the order they are drawn (WCAG 2.5.3, label
        // in name): a name that puts the shown text in parentheses does not count as containing it.
        aria-label={intl.formatMessage(messages.searchShortcut)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={SearchPalette.preload}
        onFocus={SearchPalette.preload}
        onClick={openPalette}
        sx={{
          width: 224,
          height: 40,
          px: 1.5,
          gap: 1,
          justifyContent: 'flex-start',
          border: 1,
          borderColor: 'grey.300',
          borderRadius: 1,
          color: 'text.secondary',
          '&:hover': { borderColor: 'primary.light' },
        }}
      >
        <SearchOutlined aria-hidden />
        <Typography variant="body1" component="span">
          Ctrl + K
        </Typography>
      </ButtonBase>
      {paletteElement}
    </Box>
  )
}
