import CloseOutlinedIcon from '@ant-design/icons-svg/es/asn/CloseOutlined'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
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
import { auditKinds } from '#shared/history-rules.ts'

const CloseOutlined = antIcon(CloseOutlinedIcon)

function isFiltered(view: AuditView): boolean {
  return Boolean(view.kind || view.actor || view.target || view.from || view.to)
}

/** A day of the date fields (YYYY-MM-DD, the person's own), as the moment it starts. */
const localDate = (day: string) => new Date(`${day}T00:00:00`)

type ActiveFilter = { field: string; label: string; cleared: Partial<AuditView> }

/** Each filter in force, in words ("Done by: Ada Lovelace"), with what removing it clears. */
function activeFilters(
  view: AuditView,
  actor: PersonChoice | null,
  target: PersonChoice | null,
): ActiveFilter[] {
  const filters: ActiveFilter[] = []
  if (view.kind)
    filters.push({ field: 'kind', label: `Event: ${auditEventLabel(view.kind)}`, cleared: { kind: '' } })
  if (view.actor)
    filters.push({ field: 'actor', label: `Done by: ${actor?.name ?? '…'}`, cleared: { actor: '' } })
  if (view.target)
    filters.push({ field: 'target', label: `About: ${target?.name ?? '…'}`, cleared: { target: '' } })
  const preset = datePresets.find((choice) => choice.id === presetOf(view))
  if (preset) filters.push({ field: 'when', label: preset.label, cleared: { from: '', to: '' } })
  else {
    if (view.from)
      filters.push({
        field: 'from',
        label: `From ${formatDate(localDate(view.from))}`,
        cleared: { from: '' },
      })
    if (view.to)
      filters.push({ field: 'to', label: `To ${formatDate(localDate(view.to))}`, cleared: { to: '' } })
  }
  return filters
}

/** A person of the filters by id, named once the People API says who it is ("deleted person" if gone). */
function usePersonChoice(id: string): PersonChoice | null {
  const { data, error } = useAdminPerson(id || null)
  if (!id) return null
  if (data) return { id, name: data.name, email: data.email }
  if (error) return { id, name: 'deleted person', email: '' }
  return { id, name: '…', email: '' }
}

/** The audit log (/admin/audit): every recorded event, newest first, filtered in the address. Read-only. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams()
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
      <PageTitle>Audit log</PageTitle>
      <MainCard title="Recorded events" content={false}>
        <Typography color="textSecondary" sx={{ px: 2.5, pt: 2 }}>
          Sign-ins, account changes and administrators&apos; actions, newest first. Entries cannot be changed
          or deleted here. Choose a person&apos;s name in the table to see only their events.
        </Typography>
        <Stack
          role="search"
          aria-label="Filter the audit log"
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, px: 2.5, py: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
        >
          <ListFilterSelect
            label="Event"
            value={view.kind}
            onChange={(kind) => show({ kind, page: 1 })}
            options={[
              { value: '', label: 'All events' },
              ...kinds.map((kind) => ({ value: kind, label: auditEventLabel(kind) })),
            ]}
            minWidth={220}
          />
          <PersonPicker
            label="Done by"
            value={actor}
            onChange={(person) => show({ actor: person?.id ?? '', page: 1 })}
          />
          <PersonPicker
            label="About"
            value={target}
            onChange={(person) => show({ target: person?.id ?? '', page: 1 })}
          />
          <ListFilterSelect
            label="When"
            value={preset}
            onChange={(value) => {
              const chosen = value as DatePreset | ''
              show({ ...(chosen ? presetRange(chosen) : { from: '', to: '' }), page: 1 })
            }}
            options={[
              { value: '', label: view.from || view.to ? 'Days of my choice' : 'Any time' },
              ...datePresets.map((choice) => ({ value: choice.id, label: choice.label })),
            ]}
          />
          <TextField
            label="From"
            type="date"
            size="small"
            value={view.from}
            onChange={(event) => show({ from: event.target.value, page: 1 })}
            slotProps={dateProps}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={view.to}
            onChange={(event) => show({ to: event.target.value, page: 1 })}
            error={isBackwards}
            helperText={
              isBackwards ? '“From” is after “To”: choose a From day on or before this one.' : undefined
            }
            slotProps={dateProps}
          />
        </Stack>
        {isFiltered(view) && (
          <Stack
            direction="row"
            component="ul"
            aria-label="Active filters"
            sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, px: 2.5, pb: 2 }}
          >
            {activeFilters(view, actor, target).map((filter) => (
              <li key={filter.field}>
                {/* The whole chip removes it (Enter, Space, Delete or a click): one control, named. */}
                <Chip
                  label={filter.label}
                  aria-label={`Remove the filter ${filter.label}`}
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
                Clear filters
              </Button>
            </li>
          </Stack>
        )}
        {isBackwards && (
          <Typography role="status" sx={{ px: 2.5, pb: 2.5 }}>
            No day is both after “From” and before “To”: choose a From day on or before the To day.
          </Typography>
        )}
        <ListBody
          data={data}
          error={error}
          isLoading={isLoading}
          isValidating={isValidating}
          page={view.page}
          pageSize={view.limit}
          loadingLabel="Loading the audit log"
          failure="The audit log could not be loaded."
          onRetry={() => void mutate()}
          empty={
            <Typography>
              {isFiltered(view) ? 'No events match these filters.' : 'Nothing has been recorded yet.'}
            </Typography>
          }
          onFirstPage={() => show({ page: 1 })}
        >
          {(page) => (
            <>
              <AuditTable
                entries={page.items}
                caption="The audit log, newest first"
                label="Audit log table"
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
