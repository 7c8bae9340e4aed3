import CloseOutlinedIcon from '@ant-design/icons-svg/es/asn/CloseOutlined'
import SearchOutlinedIcon from '@ant-design/icons-svg/es/asn/SearchOutlined'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { BusyLine } from '#client/components/busy-line.tsx'
import { auditEventLabel } from '#client/lib/audit-events.ts'
import { formatDateTime } from '#client/lib/format.ts'
import { notificationPath, personPagePath } from '#client/lib/person-path.ts'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { searchPages } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { can } from '#shared/admin-rules.ts'
import type { Role } from '#shared/auth-rules.ts'
import { resources } from '#shared/resources/index.ts'
import { useServerSearch } from '../api/search-api.ts'
import { highlight } from '../lib/highlight.tsx'
import { matchRank } from '../lib/rank.ts'

const SearchOutlined = antIcon(SearchOutlinedIcon)
const CloseOutlined = antIcon(CloseOutlinedIcon)

const messages = defineMessages({
  searching: { id: 'search-palette.searching', defaultMessage: 'Searching…' },
  noResults: { id: 'search-palette.no-results', defaultMessage: 'No results' },
  typeToSearch: {
    id: 'search-palette.type-to-search',
    defaultMessage: 'Type to search pages, actions and notifications.',
  },
  search: { id: 'search-palette.search', defaultMessage: 'Search' },
  placeholder: { id: 'search-palette.placeholder', defaultMessage: 'Search pages, actions, notifications…' },
  close: { id: 'search-palette.close', defaultMessage: 'Close search' },
  results: { id: 'search-palette.results', defaultMessage: 'Search results' },
  adminsOnly: {
    id: 'search-palette.admins-only',
    defaultMessage: 'People and the audit log are found by administrators only.',
  },
  hints: { id: 'search-palette.hints', defaultMessage: '↑ ↓ to move · Enter to open · Esc to close' },
})
const sentences = {
  recent: defineMessage<{ group: string }>({
    id: 'search-palette.group.recent',
    defaultMessage: 'Recent · {group}',
  }),
  // English says "choices" for one too, as it always has.
  recentCount: defineMessage<{ count: number }>({
    id: 'search-palette.recent-count',
    defaultMessage: '{count, plural, other {# recent choices}}',
  }),
  resultCount: defineMessage<{ count: number }>({
    id: 'search-palette.result-count',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  }),
  failed: defineMessage<{ reason: string }>({
    id: 'search-palette.failed',
    defaultMessage: 'Search failed: {reason}',
  }),
  nothingMatches: defineMessage<{ query: string }>({
    id: 'search-palette.nothing-matches',
    defaultMessage: 'Nothing matches “{query}”.',
  }),
  event: defineMessage<{ kind: string; target: string }>({
    id: 'search-palette.event',
    defaultMessage: '{kind}: {target}',
  }),
}

/**
 * The palette's own groups, by the name a recent choice keeps (in English, as earlier versions kept
 * it); a resource's records are grouped under its label instead.
 */
const groupNames = defineMessages({
  Pages: { id: 'search-palette.group.pages', defaultMessage: 'Pages' },
  Actions: { id: 'search-palette.group.actions', defaultMessage: 'Actions' },
  Notifications: { id: 'search-palette.group.notifications', defaultMessage: 'Notifications' },
  People: { id: 'search-palette.group.people', defaultMessage: 'People' },
  'Audit events': { id: 'search-palette.group.audit-events', defaultMessage: 'Audit events' },
})
type GroupName = keyof typeof groupNames

function groupName(intl: IntlShape, group: string): string {
  return Object.hasOwn(groupNames, group) ? intl.formatMessage(groupNames[group as GroupName]) : group
}

/** Where there is no keyboard to speak of (a phone, a tablet), its hints are left out. */
const TOUCH_ONLY = '@media (hover: none) and (pointer: coarse)'

// The search palette: Ctrl+K (⌘K) or the top bar's field opens it. It lists pages (from the
// menu tree the person may see), actions, and from the server the person's notifications and, for
// administrators, people and audit events. It follows the WAI-ARIA combobox pattern: focus stays in
// the input, arrows move the active option, Enter opens it, Escape closes and gives focus back.

/** Something the palette can do besides opening a page: sign out, mark all read... */
export type PaletteAction = {
  id: string
  label: string
  keywords?: string[]
  /** Runs once the palette has closed. */
  run: () => void | Promise<void>
}

type Choice = {
  key: string
  group: string
  isRecent?: boolean
  label: string
  detail?: string
  go: () => void | Promise<void>
}
type Recent = { key: string; group: string; label: string; detail?: string; url: string }

const RECENT_KEY = 'search-recent'
const RECENT_LIMIT = 5

function readRecent(personId: string | undefined): Recent[] {
  const value = personId ? readPersonal(RECENT_KEY, personId) : undefined
  return Array.isArray(value)
    ? (value as Recent[]).filter((r) => typeof r?.url === 'string').slice(0, RECENT_LIMIT)
    : []
}

function remember(personId: string | undefined, entry: Recent) {
  if (!personId) return
  const list = [entry, ...readRecent(personId).filter((r) => r.key !== entry.key)].slice(0, RECENT_LIMIT)
  writePersonal(RECENT_KEY, personId, list)
}

export function SearchPalette({
  open,
  onClose,
  onLeave,
  tree,
  actions,
  fullScreen = false,
  takeTypeAhead,
  personId,
  role,
}: {
  open: boolean
  /** Closes the palette, resolving once it has. */
  onClose: () => void | Promise<void>
  /** Goes to a page of the app from the palette, in its place. */
  onLeave: (to: string) => void
  tree: MenuNode[]
  actions: PaletteAction[]
  fullScreen?: boolean
  /** What was typed between the shortcut and the palette's first showing (its chunk loading). */
  takeTypeAhead?: () => string
  /** Who is signed in: recent choices are kept for them alone (none while unknown). */
  personId: string | undefined
  /** Their role, which decides where a person leads. */
  role: Role | undefined
}) {
  const intl = useIntl()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [recent, setRecent] = useState<Recent[]>([])
  const { results, isSearching, error } = useServerSearch(open ? query : '')
  const listboxId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (open) {
      setQuery(takeTypeAhead?.() ?? '')
      setActive(0)
      setRecent(readRecent(personId))
    }
  }, [open, takeTypeAhead, personId])

  const choices = useMemo<Choice[]>(() => {
    const words = query.trim().toLowerCase()
    const visit = (entry: Recent) => {
      remember(personId, entry)
      onLeave(entry.url)
    }
    if (!words) {
      return recent.map((entry) => ({ ...entry, isRecent: true, go: () => visit(entry) }))
    }
    const pages = searchPages(tree, words, 6).map((item) => {
      const entry: Recent = {
        key: `page:${item.id}`,
        group: 'Pages' satisfies GroupName,
        label: item.title,
        url: item.url ?? '/',
      }
      return { ...entry, go: () => visit(entry) }
    })
    const matchingActions = actions
      .filter((action) => [action.label, ...(action.keywords ?? [])].join(' ').toLowerCase().includes(words))
      .slice(0, 5)
      .map((action) => ({
        key: `action:${action.id}`,
        group: 'Actions' satisfies GroupName,
        label: action.label,
        go: async () => {
          await onClose()
          await action.run()
        },
      }))
    const notifications = results.notifications.map((n) => {
      const entry: Recent = {
        key: `notification:${n.id}`,
        group: 'Notifications' satisfies GroupName,
        label: n.title,
        url: n.link ? notificationPath(n.link, role) : '/notifications',
      }
      return { ...entry, go: () => visit(entry) }
    })
    const people = results.people.map((p) => {
      const entry: Recent = {
        key: `person:${p.id}`,
        group: 'People' satisfies GroupName,
        label: p.name,
        detail: p.email,
        url: personPagePath(p.id, role),
      }
      return { ...entry, go: () => visit(entry) }
    })
    const events = results.auditEvents.map((e) => {
      const label = auditEventLabel(intl, e.kind)
      const entry: Recent = {
        key: `event:${e.id}`,
        group: 'Audit events' satisfies GroupName,
        label: e.targetName
          ? intl.formatMessage(sentences.event, { kind: label, target: e.targetName })
          : label,
        detail: formatDateTime(e.createdAt),
        url: e.targetId
          ? `/admin/audit?target=${encodeURIComponent(e.targetId)}`
          : `/admin/audit?kind=${encodeURIComponent(e.kind)}`,
      }
      return { ...entry, go: () => visit(entry) }
    })
    // A resource's records, under its name (Projects), each opening its page.
    const records = results.records.map((r) => {
      const label = resources.find((definition) => definition.name === r.resource)?.label.other ?? r.resource
      const entry: Recent = {
        key: `record:${r.resource}:${r.id}`,
        group: label,
        label: r.title,
        url: `/${r.resource}/${encodeURIComponent(r.id)}`,
      }
      return { ...entry, go: () => visit(entry) }
    })
    // The kind with the best match first (a person whose name starts with what was typed above a
    // page that merely contains it); on a tie, people, records, then pages, actions, notifications, events.
    const rankOf = (kind: Choice[]) => Math.max(0, ...kind.map((c) => matchRank([c.label, c.detail], words)))
    // Array.prototype.sort is stable: kinds of equal rank keep this order.
    const kinds: Choice[][] = [people, records, pages, matchingActions, notifications, events]
    return kinds
      .map((kind) => ({ kind, rank: rankOf(kind) }))
      .sort((a, b) => b.rank - a.rank)
      .flatMap(({ kind }) => kind)
  }, [query, recent, tree, actions, results, onLeave, onClose, personId, role, intl])

  useEffect(() => {
    setActive((index) => Math.min(index, Math.max(0, choices.length - 1)))
  }, [choices.length])

  const optionId = (index: number) => `${listboxId}-option-${index}`

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (choices.length === 0 ? 0 : (index + 1) % choices.length))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (choices.length === 0 ? 0 : (index - 1 + choices.length) % choices.length))
    } else if (event.key === 'Home') {
      event.preventDefault()
      setActive(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      setActive(Math.max(0, choices.length - 1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      void choices[active]?.go()
    }
  }

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const trimmed = query.trim()
  const announcement = !trimmed
    ? recent.length > 0
      ? intl.formatMessage(sentences.recentCount, { count: recent.length })
      : ''
    : isSearching
      ? intl.formatMessage(messages.searching)
      : choices.length === 0
        ? intl.formatMessage(messages.noResults)
        : intl.formatMessage(sentences.resultCount, { count: choices.length })

  // Options grouped under their headings, each option keeping its index in the flat list.
  const groups: { key: string; name: string; items: { choice: Choice; index: number }[] }[] = []
  choices.forEach((choice, index) => {
    const key = `${choice.isRecent ? 'recent:' : ''}${choice.group}`
    const last = groups.at(-1)
    if (last && last.key === key) last.items.push({ choice, index })
    else {
      const name = groupName(intl, choice.group)
      groups.push({
        key,
        name: choice.isRecent ? intl.formatMessage(sentences.recent, { group: name }) : name,
        items: [{ choice, index }],
      })
    }
  })

  let body: ReactNode
  if (groups.length === 0) {
    body = (
      <Typography sx={{ px: 2.5, py: 3 }} color="textSecondary">
        {!trimmed
          ? intl.formatMessage(messages.typeToSearch)
          : isSearching
            ? intl.formatMessage(messages.searching)
            : error
              ? intl.formatMessage(sentences.failed, { reason: error })
              : intl.formatMessage(sentences.nothingMatches, { query: trimmed })}
      </Typography>
    )
  } else {
    body = groups.map((group, position) => {
      // By position: a name in another script would leave no word characters to tell groups apart.
      const headingId = `${listboxId}-group-${position}`
      return (
        <Box key={group.key} role="group" aria-labelledby={headingId}>
          <ListSubheader
            id={headingId}
            component="div"
            disableSticky
            sx={{
              typography: 'caption',
              fontWeight: 600,
              textTransform: 'uppercase',
              letterSpacing: 0.5,
              px: 2.5,
            }}
          >
            {group.name}
          </ListSubheader>
          {group.items.map(({ choice, index }) => (
            <ListItemButton
              key={choice.key}
              id={optionId(index)}
              component="div"
              role="option"
              // Focus stays in the input (the combobox pattern): the options are not tab stops.
              tabIndex={-1}
              selected={index === active}
              aria-selected={index === active}
              onMouseMove={() => setActive(index)}
              onClick={() => void choice.go()}
              sx={{
                px: 2.5,
                outline: index === active ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: -2,
                '& mark': { bgcolor: 'transparent', color: 'primary.dark', fontWeight: 700 },
              }}
            >
              <ListItemText
                primary={highlight(choice.label, trimmed)}
                secondary={choice.detail && highlight(choice.detail, trimmed)}
                slotProps={{ primary: { variant: 'body1' }, secondary: { variant: 'body2' } }}
                sx={{ my: 0 }}
              />
            </ListItemButton>
          ))}
        </Box>
      )
    })
  }

  return (
    <Dialog
      open={open}
      onClose={() => void onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          'aria-label': intl.formatMessage(messages.search),
          sx: { alignSelf: fullScreen ? 'stretch' : 'flex-start', mt: fullScreen ? 0 : 10 },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchOutlined aria-hidden />
        <InputBase
          inputRef={inputRef}
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage(messages.placeholder)}
          inputProps={{
            role: 'combobox',
            'aria-label': intl.formatMessage(messages.search),
            // The list is shown only while it has options (an empty listbox is not allowed).
            'aria-expanded': choices.length > 0,
            'aria-controls': choices.length > 0 ? listboxId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': choices.length > 0 ? optionId(active) : undefined,
            maxLength: 500,
          }}
        />
        {/* Escape closes it too, but a phone has no Escape key. */}
        <IconButton
          aria-label={intl.formatMessage(messages.close)}
          edge="end"
          size="small"
          onClick={() => void onClose()}
        >
          <CloseOutlined aria-hidden />
        </IconButton>
      </Stack>
      {/* While the server is asked, the last results stay; the status below says "Searching…". */}
      <BusyLine isBusy={isSearching} />
      {groups.length > 0 ? (
        <List
          id={listboxId}
          component="div"
          role="listbox"
          aria-label={intl.formatMessage(messages.results)}
          disablePadding
          sx={{ maxHeight: fullScreen ? 'none' : 420, overflowY: 'auto', pb: 1 }}
        >
          {body}
        </List>
      ) : (
        body
      )}
      {trimmed && !can(role, 'people:manage') && (
        <Typography variant="caption" color="textSecondary" sx={{ px: 2.5, pb: 1 }}>
          {intl.formatMessage(messages.adminsOnly)}
        </Typography>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Typography
        variant="caption"
        color="textSecondary"
        sx={{ px: 2.5, py: 1, borderTop: 1, borderColor: 'divider', [TOUCH_ONLY]: { display: 'none' } }}
      >
        {intl.formatMessage(messages.hints)}
      </Typography>
    </Dialog>
  )
}
