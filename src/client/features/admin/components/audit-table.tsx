import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
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

const filterHints: Record<PersonField, MessageDescriptor> = defineMessages({
  actor: { id: 'admin.audit-table.filter-actor', defaultMessage: '(show only what this person did)' },
  target: {
    id: 'admin.audit-table.filter-target',
    defaultMessage: '(show only what was done to this person)',
  },
})

const messages = defineMessages({
  when: { id: 'admin.audit-table.when', defaultMessage: 'When' },
  what: { id: 'admin.audit-table.what', defaultMessage: 'What' },
  actor: { id: 'admin.audit-table.actor', defaultMessage: 'Actor' },
  target: { id: 'admin.audit-table.target', defaultMessage: 'Target' },
  address: { id: 'admin.audit-table.address', defaultMessage: 'Address' },
  device: { id: 'admin.audit-table.device', defaultMessage: 'Device' },
  details: { id: 'admin.audit-table.details', defaultMessage: 'Details' },
})

function PersonCell({
  field,
  person,
  filterLinkFor,
}: {
  field: PersonField
  person: AuditEntry['actor']
  filterLinkFor: AuditTableProps['filterLinkFor']
}) {
  const intl = useIntl()
  const name = personRefLabel(intl, person)
  if (!person || !filterLinkFor) return <>{name}</>
  return (
    <TextLink to={filterLinkFor(field, person.id)} underline="hover">
      {name}{' '}
      <Box component="span" sx={visuallyHidden}>
        {intl.formatMessage(filterHints[field])}
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
  const intl = useIntl()
  const columns: DataColumn<AuditEntry>[] = [
    {
      id: 'when',
      label: intl.formatMessage(messages.when),
      header: intl.formatMessage(messages.when),
      cell: (entry) => (
        <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
          {formatRelativeTime(intl, entry.createdAt)}
          <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
            {formatDateTime(entry.createdAt)}
          </Typography>
        </time>
      ),
    },
    {
      id: 'what',
      label: intl.formatMessage(messages.what),
      header: intl.formatMessage(messages.what),
      isTitle: true,
      cell: (entry) => auditEventLabel(intl, entry.kind),
    },
    {
      id: 'actor',
      label: intl.formatMessage(messages.actor),
      header: intl.formatMessage(messages.actor),
      cell: (entry) => <PersonCell field="actor" person={entry.actor} filterLinkFor={filterLinkFor} />,
    },
    ...(hideTarget
      ? []
      : [
          {
            id: 'target',
            label: intl.formatMessage(messages.target),
            header: intl.formatMessage(messages.target),
            cell: (entry: AuditEntry) =>
              entry.targetType ? (
                targetLabel(intl, entry)
              ) : (
                <PersonCell field="target" person={entry.target} filterLinkFor={filterLinkFor} />
              ),
          },
        ]),
    {
      id: 'address',
      label: intl.formatMessage(messages.address),
      header: intl.formatMessage(messages.address),
      cellSx: { overflowWrap: 'anywhere' },
      cell: (entry) => entry.ipAddress ?? '—',
    },
    {
      id: 'device',
      label: intl.formatMessage(messages.device),
      header: intl.formatMessage(messages.device),
      cell: (entry) => <span title={entry.userAgent ?? undefined}>{deviceName(intl, entry.device)}</span>,
    },
    {
      id: 'details',
      label: intl.formatMessage(messages.details),
      header: intl.formatMessage(messages.details),
      cellSx: { overflowWrap: 'anywhere', maxWidth: 280 },
      cell: (entry) => auditDetails(intl, entry.kind, entry.data) || '—',
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
