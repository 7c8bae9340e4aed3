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
import { antIcon } from '#client/components/ant-icon.tsx'
import { BusyLine } from '#client/components/busy-line.tsx'
import { notificationPath, personPagePath } from '#client/lib/person-path.ts'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { searchPages } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { can } from '#shared/admin-rules.ts'
import type { Role } from '#shared/auth-rules.ts'
import { type AuditKind, auditKindLabels } from '#shared/history-rules.ts'
import { resources } from '#shared/resources/index.ts'
import { useServerSearch } from '../api/search-api.ts'
import { highlight } from '../lib/highlight.tsx'
import { matchRank } from '../lib/rank.ts'

const SearchOutlined = antIcon(SearchOutlinedIcon)
const CloseOutlined = antIcon(CloseOutlinedIcon)

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

type Choice = { key: string; group: string; label: string; detail?: string; go: () => void | Promise<void> }
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
      return recent.map((entry) => ({ ...entry, group: `Recent · ${entry.group}`, go: () => visit(entry) }))
    }
    const pages = searchPages(tree, words, 6).map((item) => {
      const entry: Recent = {
        key: `page:${item.id}`,
        group: 'Pages',
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
        group: 'Actions',
        label: action.label,
        go: async () => {
          await onClose()
          await action.run()
        },
      }))
    const notifications = results.notifications.map((n) => {
      const entry: Recent = {
        key: `notification:${n.id}`,
        group: 'Notifications',
        label: n.title,
        url: n.link ? notificationPath(n.link, role) : '/notifications',
      }
      return { ...entry, go: () => visit(entry) }
    })
    const people = results.people.map((p) => {
      const entry: Recent = {
        key: `person:${p.id}`,
        group: 'People',
        label: p.name,
        detail: p.email,
        url: personPagePath(p.id, role),
      }
      return { ...entry, go: () => visit(entry) }
    })
    const events = results.auditEvents.map((e) => {
      const label = auditKindLabels[e.kind as AuditKind] ?? e.kind
      const entry: Recent = {
        key: `event:${e.id}`,
        group: 'Audit events',
        label: e.targetName ? `${label}: ${e.targetName}` : label,
        detail: new Date(e.createdAt).toLocaleString(),
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
  }, [query, recent, tree, actions, results, onLeave, onClose, personId, role])

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
      ? `${recent.length} recent choices`
      : ''
    : isSearching
      ? 'Searching…'
      : choices.length === 0
        ? 'No results'
        : `${choices.length} result${choices.length === 1 ? '' : 's'}`

  // Options grouped under their headings, each option keeping its index in the flat list.
  const groups: { name: string; items: { choice: Choice; index: number }[] }[] = []
  choices.forEach((choice, index) => {
    const last = groups.at(-1)
    if (last && last.name === choice.group) last.items.push({ choice, index })
    else groups.push({ name: choice.group, items: [{ choice, index }] })
  })

  let body: ReactNode
  if (groups.length === 0) {
    body = (
      <Typography sx={{ px: 2.5, py: 3 }} color="textSecondary">
        {!trimmed
          ? 'Type to search pages, actions and notifications.'
          : isSearching
            ? 'Searching…'
            : error
              ? `Search failed: ${error}`
              : `Nothing matches “${trimmed}”.`}
      </Typography>
    )
  } else {
    body = groups.map((group) => {
      const headingId = `${listboxId}-${group.name.replace(/\W+/g, '-')}`
      return (
        <Box key={group.name} role="group" aria-labelledby={headingId}>
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
          'aria-label': 'Search',
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
          placeholder="Search pages, actions, notifications…"
          inputProps={{
            role: 'combobox',
            'aria-label': 'Search',
            // The list is shown only while it has options (an empty listbox is not allowed).
            'aria-expanded': choices.length > 0,
            'aria-controls': choices.length > 0 ? listboxId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': choices.length > 0 ? optionId(active) : undefined,
            maxLength: 500,
          }}
        />
        {/* Escape closes it too, but a phone has no Escape key. */}
        <IconButton aria-label="Close search" edge="end" size="small" onClick={() => void onClose()}>
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
          aria-label="Search results"
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
          People and the audit log are found by administrators only.
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
        ↑ ↓ to move · Enter to open · Esc to close
      </Typography>
    </Dialog>
  )
}
