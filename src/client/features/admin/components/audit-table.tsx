import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { TextLink } from '#client/components/text-link.tsx'
import { auditDataSummary, auditEventLabel, personRefLabel } from '#client/lib/audit-events.ts'
import { deviceName } from '#client/lib/device.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { AuditEntry } from '#shared/admin.ts'

type PersonField = 'actor' | 'target'

type AuditTableProps = {
  entries: AuditEntry[]
  /** What the table holds, for screen readers ("The audit log, newest first"). */
  caption: string
  /** The region's name, when the table scrolls sideways. */
  label: string
  /** Leave the target column out (a person's own slice of the log). */
  hideTarget?: boolean
  /** Where a person's name leads: the log filtered to them. Without it, names are plain text. */
  filterLinkFor?: (field: PersonField, id: string) => string
  isBusy?: boolean
}

const filterHints: Record<PersonField, string> = {
  actor: 'show only what this person did',
  target: 'show only what was done to this person',
}

function PersonCell({
  field,
  person,
  filterLinkFor,
}: {
  field: PersonField
  person: AuditEntry['actor']
  filterLinkFor: AuditTableProps['filterLinkFor']
}) {
  const name = personRefLabel(person)
  if (!person || !filterLinkFor) return <>{name}</>
  return (
    <TextLink to={filterLinkFor(field, person.id)} underline="hover">
      {name}{' '}
      <Box component="span" sx={visuallyHidden}>
        ({filterHints[field]})
      </Box>
    </TextLink>
  )
}

/** Audit log entries, newest first as the server sends them; read-only. */
export function AuditTable({
  entries,
  caption,
  label,
  hideTarget = false,
  filterLinkFor,
  isBusy = false,
}: AuditTableProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table aria-busy={isBusy} size="small" sx={{ minWidth: hideTarget ? 720 : 960 }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">When</TableCell>
            <TableCell scope="col">What</TableCell>
            <TableCell scope="col">Actor</TableCell>
            {!hideTarget && <TableCell scope="col">Target</TableCell>}
            <TableCell scope="col">Address</TableCell>
            <TableCell scope="col">Device</TableCell>
            <TableCell scope="col">Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>
                <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                  {formatRelativeTime(entry.createdAt)}
                  <Typography
                    variant="body2"
                    color="textSecondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {formatDateTime(entry.createdAt)}
                  </Typography>
                </time>
              </TableCell>
              <TableCell component="th" scope="row">
                {auditEventLabel(entry.kind)}
              </TableCell>
              <TableCell>
                <PersonCell field="actor" person={entry.actor} filterLinkFor={filterLinkFor} />
              </TableCell>
              {!hideTarget && (
                <TableCell>
                  <PersonCell field="target" person={entry.target} filterLinkFor={filterLinkFor} />
                </TableCell>
              )}
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.ipAddress ?? '—'}</TableCell>
              <TableCell title={entry.userAgent ?? undefined}>{deviceName(entry.device)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                {auditDataSummary(entry.data) || '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
