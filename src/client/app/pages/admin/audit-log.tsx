import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PagePagination } from '#client/components/page-pagination.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { useAuditLog } from '#client/features/admin/api/admin-api.ts'
import { AuditTable } from '#client/features/admin/components/audit-table.tsx'
import { DebouncedTextField } from '#client/features/admin/components/debounced-text-field.tsx'
import {
  type AuditView,
  auditSearchFor,
  auditViewFrom,
  PAGE_SIZES,
} from '#client/features/admin/lib/list-views.ts'
import { auditEventLabel } from '#client/lib/audit-events.ts'
import { auditKinds } from '#shared/history-rules.ts'

function isFiltered(view: AuditView): boolean {
  return Boolean(view.kind || view.actor || view.target || view.from || view.to)
}

/** The audit log (/admin/audit): every recorded event, newest first, filtered in the address. Read-only. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = auditViewFrom(searchParams)
  const { data, error, isLoading, isValidating, mutate } = useAuditLog(view)

  const show = (changes: Partial<AuditView>, { replace = false } = {}) => {
    setSearchParams(auditSearchFor({ ...auditViewFrom(searchParams), ...changes }), { replace })
  }
  const kinds: string[] =
    view.kind && !auditKinds.some((kind) => kind === view.kind) ? [...auditKinds, view.kind] : [...auditKinds]
  const lastPage = data ? Math.max(1, Math.ceil(data.total / view.limit)) : 1
  const isPastTheEnd = data !== undefined && data.total > 0 && view.page > lastPage && !isValidating
  const dateProps = { inputLabel: { shrink: true } }

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
          <TextField
            select
            label="Event"
            size="small"
            value={view.kind}
            onChange={(event) => show({ kind: event.target.value, page: 1 })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            <option value="">All events</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {auditEventLabel(kind)}
              </option>
            ))}
          </TextField>
          <DebouncedTextField
            label="Actor id"
            size="small"
            value={view.actor}
            onCommit={(actor) => show({ actor, page: 1 }, { replace: true })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100, spellCheck: false } }}
          />
          <DebouncedTextField
            label="Target id"
            size="small"
            value={view.target}
            onCommit={(target) => show({ target, page: 1 }, { replace: true })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100, spellCheck: false } }}
          />
          <TextField
            label="From"
            type="date"
            size="small"
            value={view.from}
            onChange={(event) => show({ from: event.target.value, page: 1 })}
            slotProps={{ ...dateProps, htmlInput: { max: view.to || undefined } }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={view.to}
            onChange={(event) => show({ to: event.target.value, page: 1 })}
            slotProps={{ ...dateProps, htmlInput: { min: view.from || undefined } }}
          />
          {isFiltered(view) && (
            <Button onClick={() => show({ kind: '', actor: '', target: '', from: '', to: '', page: 1 })}>
              Clear filters
            </Button>
          )}
        </Stack>
        {isLoading && (
          <Box role="status" aria-label="Loading the audit log" sx={{ px: 2.5, pb: 2.5 }}>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} variant="text" height={44} />
            ))}
          </Box>
        )}
        {error && !data && (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <LoadError
              what="The audit log could not be loaded."
              error={error}
              onRetry={() => void mutate()}
              isRetrying={isValidating}
            />
          </Box>
        )}
        {data && data.total === 0 && (
          <Typography role="status" sx={{ px: 2.5, pb: 2.5 }}>
            {isFiltered(view) ? 'No events match these filters.' : 'Nothing has been recorded yet.'}
          </Typography>
        )}
        {isPastTheEnd && (
          <Stack sx={{ px: 2.5, pb: 2.5, gap: 1, alignItems: 'flex-start' }}>
            <Typography>
              There is no page {view.page}: this list has {lastPage} page{lastPage === 1 ? '' : 's'}.
            </Typography>
            <Button onClick={() => show({ page: 1 })}>Go to the first page</Button>
          </Stack>
        )}
        {data && data.total > 0 && !isPastTheEnd && (
          <>
            <AuditTable
              entries={data.items}
              caption="The audit log, newest first"
              label="Audit log table"
              filterLinkFor={(field, id) => `?${auditSearchFor({ ...view, [field]: id, page: 1 })}`}
              isBusy={isValidating}
            />
            <PagePagination
              count={data.total}
              page={view.page}
              rowsPerPage={view.limit}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(page) => show({ page })}
              onRowsPerPageChange={(limit) => show({ limit: limit as AuditView['limit'], page: 1 })}
            />
          </>
        )}
      </MainCard>
    </>
  )
}
