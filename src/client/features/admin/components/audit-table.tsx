import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { type DataColumn, DataTable } from '#client/components/data-table.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { auditDetails, auditEventLabel, personRefLabel, targetLabel } from '#client/lib/audit-events.ts'
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
  const columns: DataColumn<AuditEntry>[] = [
    {
      id: 'when',
      label: 'When',
      header: 'When',
      cell: (entry) => (
        <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
          {formatRelativeTime(entry.createdAt)}
          <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
            {formatDateTime(entry.createdAt)}
          </Typography>
        </time>
      ),
    },
    {
      id: 'what',
      label: 'What',
      header: 'What',
      isTitle: true,
      cell: (entry) => auditEventLabel(entry.kind),
    },
    {
      id: 'actor',
      label: 'Actor',
      header: 'Actor',
      cell: (entry) => <PersonCell field="actor" person={entry.actor} filterLinkFor={filterLinkFor} />,
    },
    ...(hideTarget
      ? []
      : [
          {
            id: 'target',
            label: 'Target',
            header: 'Target',
            cell: (entry: AuditEntry) =>
              entry.targetType ? (
                targetLabel(entry)
              ) : (
                <PersonCell field="target" person={entry.target} filterLinkFor={filterLinkFor} />
              ),
          },
        ]),
    {
      id: 'address',
      label: 'Address',
      header: 'Address',
      cellSx: { overflowWrap: 'anywhere' },
      cell: (entry) => entry.ipAddress ?? '—',
    },
    {
      id: 'device',
      label: 'Device',
      header: 'Device',
      cell: (entry) => <span title={entry.userAgent ?? undefined}>{deviceName(entry.device)}</span>,
    },
    {
      id: 'details',
      label: 'Details',
      header: 'Details',
      cellSx: { overflowWrap: 'anywhere', maxWidth: 280 },
      cell: (entry) => auditDetails(entry.kind, entry.data) || '—',
    },
  ]
  return (
    <DataTable
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      caption={caption}
      label={label}
      minWidth={hideTarget ? 720 : 960}
      size="small"
      isBusy={isBusy}
    />
  )
}
