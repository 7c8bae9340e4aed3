import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { type DataColumn, DataTable } from '#client/components/data-table.tsx'
import { PagePagination } from '#client/components/page-pagination.tsx'
import { auditEventLabel } from '#client/lib/audit-events.ts'
import { deviceName } from '#client/lib/device.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { HistoryEvent, HistoryPage } from '#shared/account.ts'
import { auditKinds } from '#shared/history-rules.ts'

const messages = defineMessages({
  what: { id: 'account.history.column.what', defaultMessage: 'What happened' },
  when: { id: 'account.history.column.when', defaultMessage: 'When' },
  device: { id: 'account.history.column.device', defaultMessage: 'Device' },
  address: { id: 'account.history.column.address', defaultMessage: 'Address' },
  unknownAddress: { id: 'account.history.unknown-address', defaultMessage: 'Unknown' },
  caption: { id: 'account.history.caption', defaultMessage: 'What happened on your account, newest first' },
  label: { id: 'account.history.label', defaultMessage: 'Security history table' },
})
const movedTo = defineMessage<{ address: string }>({
  id: 'account.history.detail.to',
  defaultMessage: 'To {address}',
})
const sessions = defineMessage<{ count: number }>({
  id: 'account.history.detail.sessions',
  defaultMessage: '{count, plural, one {# session} other {# sessions}}',
})

/** "Signed in", or the kind itself for an event this version of the client does not know. */
export function eventLabel(intl: IntlShape, kind: string): string {
  return (auditKinds as readonly string[]).includes(kind) ? auditEventLabel(intl, kind) : kind
}

/** What the event's details add for the person: the new address of an email change, a count. */
export function eventDetail(intl: IntlShape, event: HistoryEvent): string | null {
  const { to, revoked } = event.data
  if (typeof to === 'string' && to) return intl.formatMessage(movedTo, { address: to })
  if (typeof revoked === 'number') return intl.formatMessage(sessions, { count: revoked })
  return null
}

/** When it happened: "3 days ago", with the date and time below. */
function When({ value }: { value: string }) {
  const intl = useIntl()
  return (
    <time dateTime={value}>
      {formatRelativeTime(intl, value)}
      <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
        {formatDateTime(value)}
      </Typography>
    </time>
  )
}

const columnsFor = (intl: IntlShape): DataColumn<HistoryEvent>[] => [
  {
    id: 'what',
    label: intl.formatMessage(messages.what),
    header: intl.formatMessage(messages.what),
    isTitle: true,
    cell: (event) => {
      const detail = eventDetail(intl, event)
      return (
        <>
          <Typography variant="subtitle2" component="span">
            {eventLabel(intl, event.kind)}
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
  {
    id: 'when',
    label: intl.formatMessage(messages.when),
    header: intl.formatMessage(messages.when),
    cell: (event) => <When value={event.createdAt} />,
  },
  {
    id: 'device',
    label: intl.formatMessage(messages.device),
    header: intl.formatMessage(messages.device),
    cell: (event) => deviceName(intl, event.device),
  },
  {
    id: 'address',
    label: intl.formatMessage(messages.address),
    header: intl.formatMessage(messages.address),
    cellSx: { overflowWrap: 'anywhere' },
    cell: (event) => event.ipAddress ?? intl.formatMessage(messages.unknownAddress),
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
  const intl = useIntl()
  const columns = useMemo(() => columnsFor(intl), [intl])
  return (
    <>
      <DataTable
        rows={history.items}
        rowKey={(event) => event.id}
        columns={columns}
        caption={intl.formatMessage(messages.caption)}
        label={intl.formatMessage(messages.label)}
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
