import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { PagePagination } from '#client/components/page-pagination.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { formatDate, formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import { initialsOf } from '#client/lib/initials.ts'
import type { AdminPerson, PeoplePage } from '#shared/admin.ts'
import { roleLabels } from '#shared/admin-rules.ts'
import { PAGE_SIZES, type PeopleSort, type PeopleView } from '../lib/list-views.ts'
import { adminPersonPagePath } from '../lib/paths.ts'
import { actionOptionsFor, type PersonAction, statusText } from '../lib/person-actions.ts'
import { PersonActionsMenu } from './person-actions.tsx'

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
      {formatRelativeTime(value)}
    </time>
  )
}

export function StatusCell({ person }: { person: AdminPerson }) {
  if (person.status !== 'banned')
    return <Chip label="Active" size="small" color="success" variant="outlined" />
  return (
    <Box>
      <Chip label={statusText(person)} size="small" color="error" variant="outlined" />
      {person.banReason && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Reason: {person.banReason}
        </Typography>
      )}
    </Box>
  )
}

function PersonRow({
  person,
  myId,
  onAction,
}: {
  person: AdminPerson
  myId: string | undefined
  onAction: PeopleTableProps['onAction']
}) {
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
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
          {person.id === myId && <Chip label="You" size="small" />}
        </Stack>
      </TableCell>
      <TableCell>
        <Chip
          label={roleLabels[person.role]}
          size="small"
          color={person.role === 'admin' ? 'primary' : 'default'}
          variant={person.role === 'admin' ? 'filled' : 'outlined'}
        />
      </TableCell>
      <TableCell>
        <StatusCell person={person} />
      </TableCell>
      <TableCell>
        <time dateTime={person.createdAt} title={formatDateTime(person.createdAt)}>
          {formatDate(person.createdAt)}
        </time>
      </TableCell>
      <TableCell>{person.lastSignInAt ? <Moment value={person.lastSignInAt} /> : 'Never'}</TableCell>
      <TableCell align="right">{person.sessions}</TableCell>
      <TableCell align="right">
        <PersonActionsMenu
          person={person}
          options={actionOptionsFor(person, myId)}
          onChoose={(action) => onAction(action, person)}
        />
      </TableCell>
    </TableRow>
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
  return (
    <>
      {/* On a narrow screen the table scrolls sideways: the region takes focus so keyboards can scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-label="People table">
        <Table aria-busy={isBusy} sx={{ minWidth: 860 }}>
          <Box component="caption" sx={visuallyHidden}>
            The people of this instance
          </Box>
          <TableHead>
            <TableRow>
              <TableCell scope="col" aria-sort={ariaSort(view, ['name', 'email'])}>
                <SortLabel view={view} sort="name" onSort={onSort}>
                  Name
                </SortLabel>
                <Box component="span" sx={{ mx: 0.5, color: 'text.secondary' }} aria-hidden="true">
                  ·
                </Box>
                <SortLabel view={view} sort="email" onSort={onSort}>
                  Email
                </SortLabel>
              </TableCell>
              <TableCell scope="col">Role</TableCell>
              <TableCell scope="col">Status</TableCell>
              <TableCell scope="col" aria-sort={ariaSort(view, ['createdAt'])}>
                <SortLabel view={view} sort="createdAt" onSort={onSort}>
                  Created
                </SortLabel>
              </TableCell>
              <TableCell scope="col" aria-sort={ariaSort(view, ['lastSignInAt'])}>
                <SortLabel view={view} sort="lastSignInAt" onSort={onSort}>
                  Last sign-in
                </SortLabel>
              </TableCell>
              <TableCell scope="col" align="right">
                Sessions
              </TableCell>
              <TableCell scope="col" align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {people.items.map((person) => (
              <PersonRow key={person.id} person={person} myId={myId} onAction={onAction} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
