import UserAddOutlinedIcon from '@ant-design/icons-svg/es/asn/UserAddOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { ListBody } from '#client/components/list-body.tsx'
import { ListFilterSelect } from '#client/components/list-filter-select.tsx'
import { ListSearchField } from '#client/components/list-search-field.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { usePeople } from '#client/features/admin/api/admin-api.ts'
import { PendingInvitations } from '#client/features/admin/components/pending-invitations.tsx'
import { PeopleTable } from '#client/features/admin/components/people-table.tsx'
import { usePersonActionDialog } from '#client/features/admin/components/person-actions.tsx'
import {
  defaultOrderFor,
  type PeopleSort,
  type PeopleView,
  peopleSearchFor,
  peopleViewFrom,
  type SortOrder,
} from '#client/features/admin/lib/list-views.ts'
import { statusMessages } from '#client/features/admin/lib/person-actions.ts'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import { roleMessages } from '#client/lib/role-messages.ts'
import { useIsPhone } from '#client/lib/use-is-phone.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { peopleSorts, personStatuses, SEARCH_MAX_LENGTH, sortOrders } from '#shared/admin-rules.ts'
import { roles } from '#shared/auth-rules.ts'

// The invitation's dialog and form are a chunk of their own, fetched on intent: a pointer over or
// focus on Invite (decision 004).
const InviteDialog = lazyPanel(() =>
  import('#client/features/admin/components/invite-dialog.tsx').then((loaded) => loaded.InviteDialog),
)

const UserAddOutlined = antIcon(UserAddOutlinedIcon)

function isFiltered(view: PeopleView): boolean {
  return Boolean(view.q || view.role || view.status)
}

/** The sorts a phone offers in a list (it has no column headings to click): "Name, A to Z"... */
const sortNames: Record<PeopleSort, Record<SortOrder, MessageDescriptor>> = {
  name: defineMessages({
    asc: { id: 'admin.people.sort.name.asc', defaultMessage: 'Name, A to Z' },
    desc: { id: 'admin.people.sort.name.desc', defaultMessage: 'Name, Z to A' },
  }),
  email: defineMessages({
    asc: { id: 'admin.people.sort.email.asc', defaultMessage: 'Email, A to Z' },
    desc: { id: 'admin.people.sort.email.desc', defaultMessage: 'Email, Z to A' },
  }),
  createdAt: defineMessages({
    asc: { id: 'admin.people.sort.created.asc', defaultMessage: 'Created, oldest first' },
    desc: { id: 'admin.people.sort.created.desc', defaultMessage: 'Created, newest first' },
  }),
  lastSignInAt: defineMessages({
    asc: { id: 'admin.people.sort.last-sign-in.asc', defaultMessage: 'Last sign-in, longest ago first' },
    desc: { id: 'admin.people.sort.last-sign-in.desc', defaultMessage: 'Last sign-in, most recent first' },
  }),
}

const messages = defineMessages({
  card: { id: 'admin.people.card', defaultMessage: 'Everyone on this instance' },
  invite: { id: 'admin.people.invite', defaultMessage: 'Invite' },
  find: { id: 'admin.people.find', defaultMessage: 'Find people' },
  search: { id: 'admin.people.search', defaultMessage: 'Search people' },
  searchPlaceholder: { id: 'admin.people.search.placeholder', defaultMessage: 'Name or email' },
  role: { id: 'admin.people.role', defaultMessage: 'Role' },
  allRoles: { id: 'admin.people.role.all', defaultMessage: 'All roles' },
  status: { id: 'admin.people.status', defaultMessage: 'Status' },
  anyStatus: { id: 'admin.people.status.any', defaultMessage: 'Any status' },
  sortBy: { id: 'admin.people.sort', defaultMessage: 'Sort by' },
  clear: { id: 'admin.people.clear', defaultMessage: 'Clear filters' },
  loading: { id: 'admin.people.loading', defaultMessage: 'Loading people' },
  failed: { id: 'admin.people.failed', defaultMessage: 'The list of people could not be loaded.' },
  noMatch: { id: 'admin.people.no-match', defaultMessage: 'No one matches these filters.' },
  empty: { id: 'admin.people.empty', defaultMessage: 'No one has an account here yet.' },
})

const INVITE_HASH = '#invite'

/** People (/admin/users): everyone on the instance, searchable, filterable and sortable, with actions. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = peopleViewFrom(searchParams)
  const { data, error, isLoading, isValidating, mutate } = usePeople(view)
  const { data: me } = useMe()
  const [isInviteOpen, setIsInviteOpen] = useState(false)
  const isPhone = useIsPhone()
  const [inviteKey, setInviteKey] = useState(0)
  const location = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  // The dashboard's "Invite people" lands here with #invite: the dialog opens, and the hash is spent
  // (a reload or Back does not open it again).
  useEffect(() => {
    if (location.hash !== INVITE_HASH) return
    setInviteKey((key) => key + 1)
    setIsInviteOpen(true)
    void navigate({ search: location.search, hash: '' }, { replace: true, preventScrollReset: true })
  }, [location, navigate])

  const { open, dialog } = usePersonActionDialog((_action, message) => showToast({ message }))

  const show = (changes: Partial<PeopleView>, { replace = false } = {}) => {
    setSearchParams(peopleSearchFor({ ...peopleViewFrom(searchParams), ...changes }), { replace })
  }
  const onSearch = (q: string) => show({ q, page: 1 }, { replace: true })

  // keepPreviousData shows the last answer while the next one loads.
  const isShowingOtherView = data !== undefined && isValidating
  const sortOptions = peopleSorts.flatMap((sort) =>
    sortOrders.map((order) => ({
      value: `${sort} ${order}`,
      label: intl.formatMessage(sortNames[sort][order]),
    })),
  )

  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/admin/users'])}</PageTitle>
      <MainCard
        title={intl.formatMessage(messages.card)}
        content={false}
        secondary={
          <Button
            variant="contained"
            startIcon={<UserAddOutlined aria-hidden />}
            onPointerEnter={InviteDialog.preload}
            onFocus={InviteDialog.preload}
            onClick={() => {
              setInviteKey((key) => key + 1)
              setIsInviteOpen(true)
            }}
          >
            {intl.formatMessage(messages.invite)}
          </Button>
        }
      >
        <Stack
          role="search"
          aria-label={intl.formatMessage(messages.find)}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, px: 2.5, py: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <ListSearchField
            label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            value={view.q}
            maxLength={SEARCH_MAX_LENGTH}
            onSearch={onSearch}
          />
          <ListFilterSelect
            label={intl.formatMessage(messages.role)}
            value={view.role}
            onChange={(role) => show({ role: role as PeopleView['role'], page: 1 })}
            options={[
              { value: '', label: intl.formatMessage(messages.allRoles) },
              ...roles.map((role) => ({ value: role, label: intl.formatMessage(roleMessages[role]) })),
            ]}
          />
          <ListFilterSelect
            label={intl.formatMessage(messages.status)}
            value={view.status}
            onChange={(status) => show({ status: status as PeopleView['status'], page: 1 })}
            options={[
              { value: '', label: intl.formatMessage(messages.anyStatus) },
              ...personStatuses.map((status) => ({
                value: status,
                label: intl.formatMessage(statusMessages[status]),
              })),
            ]}
          />
          {isPhone && (
            <ListFilterSelect
              label={intl.formatMessage(messages.sortBy)}
              value={`${view.sort} ${view.order}`}
              onChange={(value) => {
                const [sort, order] = value.split(' ') as [PeopleSort, PeopleView['order']]
                show({ sort, order, page: 1 })
              }}
              options={sortOptions}
            />
          )}
          {isFiltered(view) && (
            <Button onClick={() => show({ q: '', role: '', status: '', page: 1 })}>
              {intl.formatMessage(messages.clear)}
            </Button>
          )}
        </Stack>
        <ListBody
          data={data}
          error={error}
          isLoading={isLoading}
          isValidating={isValidating}
          page={view.page}
          pageSize={view.limit}
          loadingLabel={intl.formatMessage(messages.loading)}
          failure={intl.formatMessage(messages.failed)}
          onRetry={() => void mutate()}
          empty={
            <Typography>
              {intl.formatMessage(isFiltered(view) ? messages.noMatch : messages.empty)}
            </Typography>
          }
          onFirstPage={() => show({ page: 1 })}
        >
          {(people) => (
            <PeopleTable
              people={people}
              view={view}
              myId={me?.id}
              isBusy={isShowingOtherView}
              onSort={(sort) =>
                show({
                  sort,
                  order: view.sort === sort ? (view.order === 'asc' ? 'desc' : 'asc') : defaultOrderFor(sort),
                  page: 1,
                })
              }
              onPageChange={(page) => show({ page })}
              onLimitChange={(limit) => show({ limit: limit as PeopleView['limit'], page: 1 })}
              onAction={open}
            />
          )}
        </ListBody>
      </MainCard>
      <PendingInvitations />
      <OpenedOnce isOpen={isInviteOpen}>
        <InviteDialog
          key={inviteKey}
          open={isInviteOpen}
          onClose={() => setIsInviteOpen(false)}
          onDone={(message) => {
            setIsInviteOpen(false)
            showToast({ message })
          }}
        />
      </OpenedOnce>
      {dialog}
    </>
  )
}
