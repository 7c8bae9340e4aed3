import ArrowLeftOutlinedIcon from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAdminPerson, usePersonAudit } from '#client/features/admin/api/admin-api.ts'
import { AuditTable } from '#client/features/admin/components/audit-table.tsx'
import { StatusCell } from '#client/features/admin/components/people-table.tsx'
import {
  PersonActionButtons,
  usePersonActionDialog,
} from '#client/features/admin/components/person-actions.tsx'
import { AUDIT_PAGE_PATH, PEOPLE_PAGE_PATH, publicProfilePath } from '#client/features/admin/lib/paths.ts'
import { actionOptionsFor } from '#client/features/admin/lib/person-actions.ts'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import type { AdminPerson } from '#shared/admin.ts'
import { roleLabels } from '#shared/admin-rules.ts'

const ArrowLeftOutlined = antIcon(ArrowLeftOutlinedIcon, { mirrored: true })

function BackToPeople() {
  return (
    <Button component={RouterLink} to={PEOPLE_PAGE_PATH} startIcon={<ArrowLeftOutlined aria-hidden />}>
      Back to People
    </Button>
  )
}

function NoSuchPerson() {
  return (
    <MainCard>
      <Stack sx={{ alignItems: 'flex-start', gap: 1.5 }} role="status">
        <Typography variant="h5" component="h2">
          No such person
        </Typography>
        <Typography color="textSecondary">
          No one on this instance has this id. Their account may have been deleted, or the link may be
          mistyped.
        </Typography>
        <BackToPeople />
      </Stack>
    </MainCard>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.25, sm: 2 }, py: 1 }}>
      <Typography component="dt" color="textSecondary" sx={{ minWidth: 160 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  )
}

function Facts({ person }: { person: AdminPerson }) {
  // Addresses are verified only where the instance asks for it: otherwise "Not verified" means nothing.
  const isVerifiedHere = usePublicConfig()?.emailVerification ?? false
  return (
    <MainCard title="Account" sx={{ height: '100%' }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact term="Email address">
          {person.email}{' '}
          {isVerifiedHere && (
            <Chip
              size="small"
              variant="outlined"
              color={person.emailVerified ? 'success' : 'warning'}
              label={person.emailVerified ? 'Verified' : 'Not verified'}
            />
          )}
        </Fact>
        <Fact term="Role">{roleLabels[person.role]}</Fact>
        <Fact term="Status">
          <StatusCell person={person} />
        </Fact>
        <Fact term="Account created">{formatDateTime(person.createdAt)}</Fact>
        <Fact term="Last sign-in">
          {person.lastSignInAt ? (
            <time dateTime={person.lastSignInAt}>
              {formatRelativeTime(person.lastSignInAt)} ({formatDateTime(person.lastSignInAt)})
            </time>
          ) : (
            'Never'
          )}
        </Fact>
        <Fact term="Active sessions">{person.sessions}</Fact>
        <Fact term="Two-factor sign-in">{person.twoFactorEnabled ? 'On' : 'Off'}</Fact>
      </Box>
      <TextLink to={publicProfilePath(person.id)} sx={{ display: 'inline-block', mt: 2 }}>
        Public profile of {person.name}
      </TextLink>
    </MainCard>
  )
}

function PersonAudit({ person }: { person: AdminPerson }) {
  const { data, error, isLoading, isValidating, mutate } = usePersonAudit(person.id)
  const fullLog = `${AUDIT_PAGE_PATH}?${new URLSearchParams({ target: person.id })}`
  return (
    <MainCard
      title="Audit log"
      content={false}
      secondary={<TextLink to={fullLog}>All events about {person.name}</TextLink>}
    >
      <Typography color="textSecondary" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        The latest things done to this account, by {person.name} or by an administrator.
      </Typography>
      {isLoading && (
        <Box role="status" aria-label="Loading the audit log" sx={{ p: 2.5 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="text" height={40} />
          ))}
        </Box>
      )}
      {error && !data && (
        <Box sx={{ p: 2.5 }}>
          <LoadError
            what="The audit log could not be loaded."
            error={error}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        </Box>
      )}
      {data && data.items.length === 0 && (
        <Typography sx={{ px: 2.5, pb: 2.5 }}>
          Nothing about {person.name} is in the audit log yet.
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <AuditTable
          entries={data.items}
          caption={`The latest events about ${person.name}, newest first`}
          label={`Audit log of ${person.name}`}
          hideTarget
        />
      )}
    </MainCard>
  )
}

/** One person as administrators see them (/admin/users/:id): facts, actions and their audit log. */
export function Component() {
  const { id = '' } = useParams()
  const { data: person, error, isLoading, isValidating, mutate } = useAdminPerson(id)
  const { data: me } = useMe()
  const navigate = useNavigate()
  const { open, dialog } = usePersonActionDialog((action, message) => {
    showToast({ message })
    if (action === 'delete') void navigate(PEOPLE_PAGE_PATH)
  })
  const isMissing = error instanceof ApiRequestError && error.status === 404

  return (
    <>
      <PageTitle>{person && !isMissing ? person.name : 'Person'}</PageTitle>
      {isLoading && (
        <Box role="status" aria-label="Loading the person">
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
      {isMissing && <NoSuchPerson />}
      {error && !isMissing && !person && (
        <LoadError
          what="This person could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {person && !isMissing && (
        <>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <Facts person={person} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <MainCard title="Actions" sx={{ height: '100%' }}>
                <Typography color="textSecondary" sx={{ mb: 2 }}>
                  Each action asks for confirmation first and is recorded in the audit log.
                </Typography>
                <PersonActionButtons
                  options={actionOptionsFor(person, me?.id)}
                  onChoose={(action) => open(action, person)}
                />
              </MainCard>
            </Grid>
            <Grid size={12}>
              <PersonAudit person={person} />
            </Grid>
          </Grid>
          <Box sx={{ mt: 3 }}>
            <BackToPeople />
          </Box>
        </>
      )}
      {dialog}
    </>
  )
}
