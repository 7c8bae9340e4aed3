import { defineMessages, type MessageDescriptor } from 'react-intl'
import { peopleSorts, personStatuses, sortOrders } from '#shared/admin-rules.ts'
import { type Role, roles } from '#shared/auth-rules.ts'
import { DEFAULT_PAGE_LIMIT } from '#shared/history-rules.ts'

// The views of the People and Audit log tables live in the address, so that a link
// reproduces what is on screen. These pure functions read a view from the search params, write it
// back (defaults left out) and build the API's query string (what is shown is what is asked for).

export const PAGE_SIZES = [10, 20, 50] as const
export type PageSize = (typeof PAGE_SIZES)[number]

type PersonStatus = (typeof personStatuses)[number]
export type PeopleSort = (typeof peopleSorts)[number]
export type SortOrder = (typeof sortOrders)[number]

export type PeopleView = {
  q: string
  role: Role | ''
  status: PersonStatus | ''
  sort: PeopleSort
  order: SortOrder
  page: number
  limit: PageSize
}

export const defaultPeopleView: PeopleView = {
  q: '',
  role: '',
  status: '',
  sort: 'name',
  order: 'asc',
  page: 1,
  limit: DEFAULT_PAGE_LIMIT as PageSize,
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null
}

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1
}

function limitOf(value: string | null): PageSize {
  const limit = Number(value)
  return (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : defaultPeopleView.limit
}

/** Names sort A to Z first; dates newest first. */
export function defaultOrderFor(sort: PeopleSort): SortOrder {
  return sort === 'name' || sort === 'email' ? 'asc' : 'desc'
}

/** The view in the address; anything missing or not allowed is the default. */
export function peopleViewFrom(params: URLSearchParams): PeopleView {
  const sort = oneOf(peopleSorts, params.get('sort')) ?? defaultPeopleView.sort
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: oneOf(roles, params.get('role')) ?? '',
    status: oneOf(personStatuses, params.get('status')) ?? '',
    sort,
    order: oneOf(sortOrders, params.get('order')) ?? defaultOrderFor(sort),
    page: pageOf(params.get('page')),
    limit: limitOf(params.get('limit')),
  }
}

/** The search params of a view, defaults left out. */
export function peopleSearchFor(view: PeopleView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.q.trim()) params.set('q', view.q.trim())
  if (view.role) params.set('role', view.role)
  if (view.status) params.set('status', view.status)
  if (view.sort !== defaultPeopleView.sort || view.order !== defaultOrderFor(view.sort)) {
    params.set('sort', view.sort)
    params.set('order', view.order)
  }
  if (view.page > 1) params.set('page', String(view.page))
  if (view.limit !== defaultPeopleView.limit) params.set('limit', String(view.limit))
  return params
}

/** GET /api/admin/users's query for a view: sort, order, page and limit always, filters when set. */
export function peopleApiQuery(view: PeopleView): string {
  const params = new URLSearchParams()
  if (view.q.trim()) params.set('q', view.q.trim())
  if (view.role) params.set('role', view.role)
  if (view.status) params.set('status', view.status)
  params.set('sort', view.sort)
  params.set('order', view.order)
  params.set('page', String(view.page))
  params.set('limit', String(view.limit))
  return params.toString()
}

export type AuditView = {
  kind: string
  actor: string
  target: string
  /** Days as the date inputs give them (YYYY-MM-DD), in the person's time zone. */
  from: string
  to: string
  page: number
  limit: PageSize
}

export const defaultAuditView: AuditView = {
  kind: '',
  actor: '',
  target: '',
  from: '',
  to: '',
  page: 1,
  limit: DEFAULT_PAGE_LIMIT as PageSize,
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

function dayOf(value: string | null): string {
  return value && dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00`)) ? value : ''
}

function idOf(value: string | null): string {
  return (value ?? '').trim().slice(0, 100)
}

export function auditViewFrom(params: URLSearchParams): AuditView {
  return {
    kind: (params.get('kind') ?? '').slice(0, 60),
    actor: idOf(params.get('actor')),
    target: idOf(params.get('target')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    page: pageOf(params.get('page')),
    limit: limitOf(params.get('limit')),
  }
}

export function auditSearchFor(view: AuditView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.kind) params.set('kind', view.kind)
  if (view.actor.trim()) params.set('actor', view.actor.trim())
  if (view.target.trim()) params.set('target', view.target.trim())
  if (view.from) params.set('from', view.from)
  if (view.to) params.set('to', view.to)
  if (view.page > 1) params.set('page', String(view.page))
  if (view.limit !== defaultAuditView.limit) params.set('limit', String(view.limit))
  return params
}

/** The start of a day in the person's time zone, as ISO 8601. */
export function startOfDayIso(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString()
}

/** The last millisecond of a day in the person's time zone, as ISO 8601: "to" includes that day. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString()
}

/** GET /api/admin/audit's query for a view: days become moments (ISO 8601). */
export function auditApiQuery(view: AuditView): string {
  const params = new URLSearchParams()
  if (view.actor.trim()) params.set('actor', view.actor.trim())
  if (view.target.trim()) params.set('target', view.target.trim())
  if (view.kind) params.set('kind', view.kind)
  if (view.from) params.set('from', startOfDayIso(view.from))
  if (view.to) params.set('to', endOfDayIso(view.to))
  params.set('page', String(view.page))
  params.set('limit', String(view.limit))
  return params.toString()
}

/** "Today", "Last 7 days": formatted with the preset's `days`. */
const presetLabels: Record<'today' | 'last', MessageDescriptor> = defineMessages({
  today: { id: 'admin.audit.when.today', defaultMessage: 'Today' },
  last: {
    id: 'admin.audit.when.last-days',
    defaultMessage: 'Last {days, plural, one {# day} other {# days}}',
  },
})

/** The date ranges the audit log offers in one choice, by the days they cover up to today. */
export const datePresets = [
  { id: 'today', label: presetLabels.today, days: 1 },
  { id: '7d', label: presetLabels.last, days: 7 },
  { id: '30d', label: presetLabels.last, days: 30 },
  { id: '90d', label: presetLabels.last, days: 90 },
] as const
export type DatePreset = (typeof datePresets)[number]['id']

/** A day in the person's time zone as the date inputs write it (YYYY-MM-DD). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The From and To days of a preset, ending today. */
export function presetRange(preset: DatePreset, now = new Date()): { from: string; to: string } {
  const days = datePresets.find((candidate) => candidate.id === preset)?.days ?? 1
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1))
  return { from: localDay(start), to: localDay(now) }
}

/** The preset a range is, if any ('' for none or for a range of one's own). */
export function presetOf(view: Pick<AuditView, 'from' | 'to'>, now = new Date()): DatePreset | '' {
  for (const preset of datePresets) {
    const range = presetRange(preset.id, now)
    if (range.from === view.from && range.to === view.to) return preset.id
  }
  return ''
}

/** From after To: a range with no day in it, said as such rather than answered with nothing. */
export function isBackwardsRange(view: Pick<AuditView, 'from' | 'to'>): boolean {
  return Boolean(view.from && view.to && view.from > view.to)
}
