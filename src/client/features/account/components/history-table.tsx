import Typography from '@mui/material/Typography'
import { type DataColumn, DataTable } from '#client/components/data-table.tsx'
import { PagePagination } from '#client/components/page-pagination.tsx'
import { deviceName } from '#client/lib/device.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { HistoryEvent, HistoryPage } from '#shared/account.ts'
import { type AuditKind, auditKindLabels } from '#shared/history-rules.ts'

/** "Signed in", or the kind itself for an event this version of the client does not know. */
export function eventLabel(kind: string): string {
  return auditKindLabels[kind as AuditKind] ?? kind
}

/** What the event's details add for the person: the new address of an email change, a count. */
export function eventDetail(event: HistoryEvent): string | null {
  const { to, revoked } = event.data
  if (typeof to === 'string' && to) return `To ${to}`
  if (typeof revoked === 'number') return revoked === 1 ? '1 session' : `${revoked} sessions`
  return null
}

/** When it happened: "3 days ago", with the date and time below. */
function When({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      {formatRelativeTime(value)}
      <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
        {formatDateTime(value)}
      </Typography>
    </time>
  )
}

const columns: DataColumn<HistoryEvent>[] = [
  {
    id: 'what',
    label: 'What happened',
    header: 'What happened',
    isTitle: true,
    cell: (event) => {
      const detail = eventDetail(event)
      return (
        <>
          <Typography variant="subtitle2" component="span">
            {eventLabel(event.kind)}
          </Typography>
          {detail && (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          )}
        </>
      )
    },
  },
  { id: 'when', label: 'When', header: 'When', cell: (event) => <When value={event.createdAt} /> },
  { id: 'device', label: 'Device', header: 'Device', cell: (event) => deviceName(event.device) },
  {
    id: 'address',
    label: 'Address',
    header: 'Address',
    cellSx: { overflowWrap: 'anywhere' },
    cell: (event) => event.ipAddress ?? 'Unknown',
  },
]

/**
 * One page of the security history, newest first as the server sends it, with the pagination
 * (pages counted from 1, as in the address).
 */
export function HistoryTable({
  history,
  page,
  onPageChange,
  isBusy = false,
}: {
  history: HistoryPage
  /** The page asked for, from 1: while it loads, the rows are still those of the previous one. */
  page: number
  onPageChange: (page: number) => void
  isBusy?: boolean
}) {
  return (
    <>
      <DataTable
        rows={history.items}
        rowKey={(event) => event.id}
        columns={columns}
        caption="What happened on your account, newest first"
        label="Security history table"
        minWidth={560}
        isBusy={isBusy}
      />
      <PagePagination
        count={history.total}
        page={page}
        rowsPerPage={history.limit}
        onPageChange={onPageChange}
      />
    </>
  )
}
