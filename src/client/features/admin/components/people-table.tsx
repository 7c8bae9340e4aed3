import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { type DataColumn, DataTable } from '#client/components/data-table.tsx'
import { PagePagination } from '#client/components/page-pagination.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { formatDate, formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import { initialsOf } from '#client/lib/initials.ts'
import { roleMessages } from '#client/lib/role-messages.ts'
import type { AdminPerson, PeoplePage } from '#shared/admin.ts'
import { PAGE_SIZES, type PeopleSort, type PeopleView } from '../lib/list-views.ts'
import { adminPersonPagePath } from '../lib/paths.ts'
import { actionOptionsFor, type PersonAction, statusMessages, statusText } from '../lib/person-actions.ts'
import { PersonActionsMenu } from './person-actions.tsx'

const messages = {
  ...defineMessages({
    you: { id: 'admin.people-table.you', defaultMessage: 'You' },
    nameEmail: { id: 'admin.people-table.name-email', defaultMessage: 'Name · Email' },
    name: { id: 'admin.people-table.name', defaultMessage: 'Name' },
    email: { id: 'admin.people-table.email', defaultMessage: 'Email' },
    role: { id: 'admin.people-table.role', defaultMessage: 'Role' },
    status: { id: 'admin.people-table.status', defaultMessage: 'Status' },
    created: { id: 'admin.people-table.created', defaultMessage: 'Created' },
    lastSignIn: { id: 'admin.people-table.last-sign-in', defaultMessage: 'Last sign-in' },
    never: { id: 'admin.people-table.never', defaultMessage: 'Never' },
    sessions: { id: 'admin.people-table.sessions', defaultMessage: 'Sessions' },
    actions: { id: 'admin.people-table.actions', defaultMessage: 'Actions' },
    caption: { id: 'admin.people-table.caption', defaultMessage: 'The people of this instance' },
    label: { id: 'admin.people-table.label', defaultMessage: 'People table' },
  }),
  reason: defineMessage<{ reason: string }>({
    id: 'admin.people-table.reason',
    defaultMessage: 'Reason: {reason}',
  }),
}

type PeopleTableProps = {
  people: PeoplePage
  view: PeopleView
  myId: string | undefined
  /** A new page, sort or filter is loading: the rows are still the previous ones. */
  isBusy?: boolean
  onSort: (sort: PeopleSort) => void
  onPageChange: (page: number) => void
  onLimitChange: (limit: number) => void
  onAction: (action: PersonAction, person: AdminPerson) => void
}

function ariaSort(view: PeopleView, sorts: PeopleSort[]): 'ascending' | 'descending' | undefined {
  if (!sorts.includes(view.sort)) return undefined
  return view.order === 'asc' ? 'ascending' : 'descending'
}

function SortLabel({
  view,
  sort,
  onSort,
  children,
}: {
  view: PeopleView
  sort: PeopleSort
  onSort: (sort: PeopleSort) => void
  children: string
}) {
  const isActive = view.sort === sort
  return (
    <TableSortLabel active={isActive} direction={isActive ? view.order : 'asc'} onClick={() => onSort(sort)}>
      {children}
    </TableSortLabel>
  )
}

/** A moment as "3 days ago", the exact date and time in its title. */
function Moment({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelativeTime(useIntl(), value)}
    </time>
  )
}

export function StatusCell({ person }: { person: AdminPerson }) {
  const intl = useIntl()
  if (person.status !== 'banned')
    return (
      <Chip
        label={intl.formatMessage(statusMessages.active)}
        size="small"
        color="success"
        variant="outlined"
      />
    )
  return (
    <Box>
      <Chip label={statusText(intl, person)} size="small" color="error" variant="outlined" />
      {person.banReason && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {intl.formatMessage(messages.reason, { reason: person.banReason })}
        </Typography>
      )}
    </Box>
  )
}

/** The person's avatar, name (to their administration page) and email: a row's title. */
function PersonTitle({ person, myId }: { person: AdminPerson; myId: string | undefined }) {
  const intl = useIntl()
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }} aria-hidden="true">
        {initialsOf(person.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <TextLink
          to={adminPersonPagePath(person.id)}
          variant="subtitle1"
          underline="hover"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {person.name}
        </TextLink>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Typography>
      </Box>
      {person.id === myId && <Chip label={intl.formatMessage(messages.you)} size="small" />}
    </Stack>
  )
}

/**
 * One page of people, sortable by name, email, creation and last sign-in (the server sorts), with
 * the pagination (pages counted from 1 in the view as in the address).
 */
export function PeopleTable({
  people,
  view,
  myId,
  isBusy = false,
  onSort,
  onPageChange,
  onLimitChange,
  onAction,
}: PeopleTableProps) {
  const intl = useIntl()
  const sortLabel = (sort: PeopleSort, text: string) => (
    <SortLabel view={view} sort={sort} onSort={onSort}>
      {text}
    </SortLabel>
  )
  const columns: DataColumn<AdminPerson>[] = [
    {
      id: 'person',
      label: intl.formatMessage(messages.nameEmail),
      header: (
        <>
          {sortLabel('name', intl.formatMessage(messages.name))}
          <Box component="span" sx={{ mx: 0.5, color: 'text.secondary' }} aria-hidden="true">
            ·
          </Box>
          {sortLabel('email', intl.formatMessage(messages.email))}
        </>
      ),
      sort: ariaSort(view, ['name', 'email']),
      isTitle: true,
      cell: (person) => <PersonTitle person={person} myId={myId} />,
    },
    {
      id: 'role',
      label: intl.formatMessage(messages.role),
      header: intl.formatMessage(messages.role),
      cell: (person) => (
        <Chip
          label={intl.formatMessage(roleMessages[person.role])}
          size="small"
          color={person.role === 'admin' ? 'primary' : 'default'}
          variant={person.role === 'admin' ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      id: 'status',
      label: intl.formatMessage(messages.status),
      header: intl.formatMessage(messages.status),
      cell: (person) => <StatusCell person={person} />,
    },
    {
      id: 'created',
      label: intl.formatMessage(messages.created),
      header: sortLabel('createdAt', intl.formatMessage(messages.created)),
      sort: ariaSort(view, ['createdAt']),
      cell: (person) => (
        <time dateTime={person.createdAt} title={formatDateTime(person.createdAt)}>
          {formatDate(person.createdAt)}
        </time>
      ),
    },
    {
      id: 'last-sign-in',
      label: intl.formatMessage(messages.lastSignIn),
      header: sortLabel('lastSignInAt', intl.formatMessage(messages.lastSignIn)),
      sort: ariaSort(view, ['lastSignInAt']),
      cell: (person) =>
        person.lastSignInAt ? <Moment value={person.lastSignInAt} /> : intl.formatMessage(messages.never),
    },
    {
      id: 'sessions',
      label: intl.formatMessage(messages.sessions),
      header: intl.formatMessage(messages.sessions),
      align: 'right',
      cell: (person) => person.sessions,
    },
    {
      id: 'actions',
      label: intl.formatMessage(messages.actions),
      header: null,
      align: 'right',
      isAction: true,
      cell: (person) => (
        <PersonActionsMenu
          person={person}
          options={actionOptionsFor(person, myId)}
          onChoose={(action) => onAction(action, person)}
        />
      ),
    },
  ]
  return (
    <>
      <DataTable
        rows={people.items}
        rowKey={(person) => person.id}
        columns={columns}
        caption={intl.formatMessage(messages.caption)}
        label={intl.formatMessage(messages.label)}
        minWidth={860}
        hover
        isBusy={isBusy}
      />
      <PagePagination
        count={people.total}
        page={view.page}
        rowsPerPage={view.limit}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={onPageChange}
        onRowsPerPageChange={onLimitChange}
      />
    </>
  )
}
