import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
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

function EventRow({ event }: { event: HistoryEvent }) {
  const detail = eventDetail(event)
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Typography variant="subtitle2" component="span">
          {eventLabel(event.kind)}
        </Typography>
        {detail && (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <time dateTime={event.createdAt}>
          {formatRelativeTime(event.createdAt)}
          <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
            {formatDateTime(event.createdAt)}
          </Typography>
        </time>
      </TableCell>
      <TableCell>{deviceName(event.device)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.ipAddress ?? 'Unknown'}</TableCell>
    </TableRow>
  )
}

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
      {/* On a narrow screen the table scrolls sideways: the region takes focus so keyboards can scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-label="Security history table">
        <Table aria-busy={isBusy} sx={{ minWidth: 560 }}>
          <Box component="caption" sx={visuallyHidden}>
            What happened on your account, newest first
          </Box>
          <TableHead>
            <TableRow>
              <TableCell scope="col">What happened</TableCell>
              <TableCell scope="col">When</TableCell>
              <TableCell scope="col">Device</TableCell>
              <TableCell scope="col">Address</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.items.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagePagination
        count={history.total}
        page={page}
        rowsPerPage={history.limit}
        onPageChange={onPageChange}
      />
    </>
  )
}
