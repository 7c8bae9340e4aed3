import CloseOutlinedIcon from '@ant-design/icons-svg/es/asn/CloseOutlined'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { ListBody } from '#client/components/list-body.tsx'
import { ListFilterSelect } from '#client/components/list-filter-select.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PagePagination } from '#client/components/page-pagination.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { useAdminPerson, useAuditLog } from '#client/features/admin/api/admin-api.ts'
import { AuditTable } from '#client/features/admin/components/audit-table.tsx'
import { type PersonChoice, PersonPicker } from '#client/features/admin/components/person-picker.tsx'
import {
  type AuditView,
  auditSearchFor,
  auditViewFrom,
  type DatePreset,
  datePresets,
  isBackwardsRange,
  PAGE_SIZES,
  presetOf,
  presetRange,
} from '#client/features/admin/lib/list-views.ts'
import { auditEventLabel } from '#client/lib/audit-events.ts'
import { formatDate } from '#client/lib/format.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { auditKinds } from '#shared/history-rules.ts'

const CloseOutlined = antIcon(CloseOutlinedIcon)

const messages = {
  ...defineMessages({
    deletedPerson: { id: 'admin.audit.deleted-person', defaultMessage: 'deleted person' },
    card: { id: 'admin.audit.card', defaultMessage: 'Recorded events' },
    intro: {
      id: 'admin.audit.intro',
      defaultMessage:
        "Sign-ins, account changes and administrators'' actions, newest first. Entries cannot be changed or deleted here. Choose a person''s name in the table to see only their events.",
    },
    filters: { id: 'admin.audit.filters', defaultMessage: 'Filter the audit log' },
    event: { id: 'admin.audit.event', defaultMessage: 'Event' },
    allEvents: { id: 'admin.audit.event.all', defaultMessage: 'All events' },
    actor: { id: 'admin.audit.actor', defaultMessage: 'Done by' },
    target: { id: 'admin.audit.target', defaultMessage: 'About' },
    when: { id: 'admin.audit.when', defaultMessage: 'When' },
    ownDays: { id: 'admin.audit.when.own', defaultMessage: 'Days of my choice' },
    anyTime: { id: 'admin.audit.when.any', defaultMessage: 'Any time' },
    from: { id: 'admin.audit.from', defaultMessage: 'From' },
    to: { id: 'admin.audit.to', defaultMessage: 'To' },
    backwardsHelp: {
      id: 'admin.audit.backwards.help',
      defaultMessage: '“From” is after “To”: choose a From day on or before this one.',
    },
    active: { id: 'admin.audit.filters.active', defaultMessage: 'Active filters' },
    clear: { id: 'admin.audit.filters.clear', defaultMessage: 'Clear filters' },
    backwards: {
      id: 'admin.audit.backwards',
      defaultMessage:
        'No day is both after “From” and before “To”: choose a From day on or before the To day.',
    },
    loading: { id: 'admin.audit.loading', defaultMessage: 'Loading the audit log' },
    failed: { id: 'admin.audit.failed', defaultMessage: 'The audit log could not be loaded.' },
    noMatch: { id: 'admin.audit.no-match', defaultMessage: 'No events match these filters.' },
    empty: { id: 'admin.audit.empty', defaultMessage: 'Nothing has been recorded yet.' },
    caption: { id: 'admin.audit.caption', defaultMessage: 'The audit log, newest first' },
    label: { id: 'admin.audit.label', defaultMessage: 'Audit log table' },
  }),
  filterEvent: defineMessage<{ event: string }>({
    id: 'admin.audit.filter.event',
    defaultMessage: 'Event: {event}',
  }),
  filterActor: defineMessage<{ name: string }>({
    id: 'admin.audit.filter.actor',
    defaultMessage: 'Done by: {name}',
  }),
  filterTarget: defineMessage<{ name: string }>({
    id: 'admin.audit.filter.target',
    defaultMessage: 'About: {name}',
  }),
  filterFrom: defineMessage<{ date: string }>({
    id: 'admin.audit.filter.from',
    defaultMessage: 'From {date}',
  }),
  filterTo: defineMessage<{ date: string }>({ id: 'admin.audit.filter.to', defaultMessage: 'To {date}' }),
  remove: defineMessage<{ filter: string }>({
    id: 'admin.audit.filters.remove',
    defaultMessage: 'Remove the filter {filter}',
  }),
}

function isFiltered(view: AuditView): boolean {
  return Boolean(view.kind || view.actor || view.target || view.from || view.to)
}

/** A day of the date fields (YYYY-MM-DD, the person's own), as the moment it starts. */
const localDate = (day: string) => new Date(`${day}T00:00:00`)

type ActiveFilter = { field: string; label: string; cleared: Partial<AuditView> }

/** Each filter in force, in words ("Done by: Ada Lovelace"), with what removing it clears. */
function activeFilters(
  intl: IntlShape,
  view: AuditView,
  actor: PersonChoice | null,
  target: PersonChoice | null,
): ActiveFilter[] {
  const filters: ActiveFilter[] = []
  if (view.kind)
    filters.push({
      field: 'kind',
      label: intl.formatMessage(messages.filterEvent, { event: auditEventLabel(intl, view.kind) }),
      cleared: { kind: '' },
    })
  if (view.actor)
    filters.push({
      field: 'actor',
      label: intl.formatMessage(messages.filterActor, { name: actor?.name ?? '…' }),
      cleared: { actor: '' },
    })
  if (view.target)
    filters.push({
      field: 'target',
      label: intl.formatMessage(messages.filterTarget, { name: target?.name ?? '…' }),
      cleared: { target: '' },
    })
  const preset = datePresets.find((choice) => choice.id === presetOf(view))
  if (preset)
    filters.push({
      field: 'when',
      label: intl.formatMessage(preset.label, { days: preset.days }),
      cleared: { from: '', to: '' },
    })
  else {
    if (view.from)
      filters.push({
        field: 'from',
        label: intl.formatMessage(messages.filterFrom, { date: formatDate(localDate(view.from)) }),
        cleared: { from: '' },
      })
    if (view.to)
      filters.push({
        field: 'to',
        label: intl.formatMessage(messages.filterTo, { date: formatDate(localDate(view.to)) }),
        cleared: { to: '' },
      })
  }
  return filters
}

/** A person of the filters by id, named once the People API says who it is ("deleted person" if gone). */
function usePersonChoice(id: string): PersonChoice | null {
  const { data, error } = useAdminPerson(id || null)
  const intl = useIntl()
  if (!id) return null
  if (data) return { id, name: data.name, email: data.email }
  if (error) return { id, name: intl.formatMessage(messages.deletedPerson), email: '' }
  return { id, name: '…', email: '' }
}

/** The audit log (/admin/audit): every recorded event, newest first, filtered in the address. Read-only. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams()
  const intl = useIntl()
  const view = auditViewFrom(searchParams)
  const isBackwards = isBackwardsRange(view)
  // A range with no day in it is not asked for: the To field says why.
  const answer = useAuditLog(isBackwards ? null : view)
  const { error, isLoading, isValidating, mutate } = answer
  const data = isBackwards ? undefined : answer.data
  const actor = usePersonChoice(view.actor)
  const target = usePersonChoice(view.target)
  const preset = presetOf(view)

  const show = (changes: Partial<AuditView>, { replace = false } = {}) => {
    setSearchParams(auditSearchFor({ ...auditViewFrom(searchParams), ...changes }), { replace })
  }
  const kinds: string[] =
    view.kind && !auditKinds.some((kind) => kind === view.kind) ? [...auditKinds, view.kind] : [...auditKinds]
  const dateProps = { inputLabel: { shrink: true }, htmlInput: { max: '9999-12-31' } }

  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/admin/audit'])}</PageTitle>
      <MainCard title={intl.formatMessage(messages.card)} content={false}>
        <Typography color="textSecondary" sx={{ px: 2.5, pt: 2 }}>
          {intl.formatMessage(messages.intro)}
        </Typography>
        <Stack
          role="search"
          aria-label={intl.formatMessage(messages.filters)}
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, px: 2.5, py: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
        >
          <ListFilterSelect
            label={intl.formatMessage(messages.event)}
            value={view.kind}
            onChange={(kind) => show({ kind, page: 1 })}
            options={[
              { value: '', label: intl.formatMessage(messages.allEvents) },
              ...kinds.map((kind) => ({ value: kind, label: auditEventLabel(intl, kind) })),
            ]}
            minWidth={220}
          />
          <PersonPicker
            label={intl.formatMessage(messages.actor)}
            value={actor}
            onChange={(person) => show({ actor: person?.id ?? '', page: 1 })}
          />
          <PersonPicker
            label={intl.formatMessage(messages.target)}
            value={target}
            onChange={(person) => show({ target: person?.id ?? '', page: 1 })}
          />
          <ListFilterSelect
            label={intl.formatMessage(messages.when)}
            value={preset}
            onChange={(value) => {
              const chosen = value as DatePreset | ''
              show({ ...(chosen ? presetRange(chosen) : { from: '', to: '' }), page: 1 })
            }}
            options={[
              {
                value: '',
                label: intl.formatMessage(view.from || view.to ? messages.ownDays : messages.anyTime),
              },
              ...datePresets.map((choice) => ({
                value: choice.id,
                label: intl.formatMessage(choice.label, { days: choice.days }),
              })),
            ]}
          />
          <TextField
            label={intl.formatMessage(messages.from)}
            type="date"
            size="small"
            value={view.from}
            onChange={(event) => show({ from: event.target.value, page: 1 })}
            slotProps={dateProps}
          />
          <TextField
            label={intl.formatMessage(messages.to)}
            type="date"
            size="small"
            value={view.to}
            onChange={(event) => show({ to: event.target.value, page: 1 })}
            error={isBackwards}
            helperText={isBackwards ? intl.formatMessage(messages.backwardsHelp) : undefined}
            slotProps={dateProps}
          />
        </Stack>
        {isFiltered(view) && (
          <Stack
            direction="row"
            component="ul"
            aria-label={intl.formatMessage(messages.active)}
            sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, px: 2.5, pb: 2 }}
          >
            {activeFilters(intl, view, actor, target).map((filter) => (
              <li key={filter.field}>
                {/* The whole chip removes it (Enter, Space, Delete or a click): one control, named. */}
                <Chip
                  label={filter.label}
                  aria-label={intl.formatMessage(messages.remove, { filter: filter.label })}
                  onClick={() => show({ ...filter.cleared, page: 1 })}
                  onDelete={() => show({ ...filter.cleared, page: 1 })}
                  deleteIcon={<CloseOutlined aria-hidden />}
                />
              </li>
            ))}
            <li>
              <Button
                size="small"
                onClick={() => show({ kind: '', actor: '', target: '', from: '', to: '', page: 1 })}
              >
                {intl.formatMessage(messages.clear)}
              </Button>
            </li>
          </Stack>
        )}
        {isBackwards && (
          <Typography role="status" sx={{ px: 2.5, pb: 2.5 }}>
            {intl.formatMessage(messages.backwards)}
          </Typography>
        )}
        <ListBody
          data={data}
          error={error}
          isLoading={isLoading}
          isValidating={isValidating}
          page={view.page}
          pageSize={view.limit}
          loadingLabel={intl.formatMessage(messages.loading)}
          failure={intl.formatMessage(messages.failed)}
          onRetry={() => void mutate()}
          empty={
            <Typography>
              {intl.formatMessage(isFiltered(view) ? messages.noMatch : messages.empty)}
            </Typography>
          }
          onFirstPage={() => show({ page: 1 })}
        >
          {(page) => (
            <>
              <AuditTable
                entries={page.items}
                caption={intl.formatMessage(messages.caption)}
                label={intl.formatMessage(messages.label)}
                filterLinkFor={(field, id) => `?${auditSearchFor({ ...view, [field]: id, page: 1 })}`}
                isBusy={isValidating}
              />
              <PagePagination
                count={page.total}
                page={view.page}
                rowsPerPage={view.limit}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(page) => show({ page })}
                onRowsPerPageChange={(limit) => show({ limit: limit as AuditView['limit'], page: 1 })}
              />
            </>
          )}
        </ListBody>
      </MainCard>
    </>
  )
}
