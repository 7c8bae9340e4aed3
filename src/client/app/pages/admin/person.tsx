import ArrowLeftOutlinedIcon from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
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
import { PersonApiKeys } from '#client/features/admin/components/person-api-keys.tsx'
import { AUDIT_PAGE_PATH, PEOPLE_PAGE_PATH, publicProfilePath } from '#client/features/admin/lib/paths.ts'
import { actionOptionsFor } from '#client/features/admin/lib/person-actions.ts'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import { roleMessages } from '#client/lib/role-messages.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import type { AdminPerson } from '#shared/admin.ts'

const ArrowLeftOutlined = antIcon(ArrowLeftOutlinedIcon, { mirrored: true })

const messages = {
  ...defineMessages({
    back: { id: 'admin.person.back', defaultMessage: 'Back to People' },
    missingTitle: { id: 'admin.person.missing.title', defaultMessage: 'No such person' },
    missingText: {
      id: 'admin.person.missing.text',
      defaultMessage:
        'No one on this instance has this id. Their account may have been deleted, or the link may be mistyped.',
    },
    account: { id: 'admin.person.account', defaultMessage: 'Account' },
    email: { id: 'admin.person.email', defaultMessage: 'Email address' },
    verified: { id: 'admin.person.email.verified', defaultMessage: 'Verified' },
    notVerified: { id: 'admin.person.email.not-verified', defaultMessage: 'Not verified' },
    role: { id: 'admin.person.role', defaultMessage: 'Role' },
    status: { id: 'admin.person.status', defaultMessage: 'Status' },
    created: { id: 'admin.person.created', defaultMessage: 'Account created' },
    lastSignIn: { id: 'admin.person.last-sign-in', defaultMessage: 'Last sign-in' },
    never: { id: 'admin.person.last-sign-in.never', defaultMessage: 'Never' },
    sessions: { id: 'admin.person.sessions', defaultMessage: 'Active sessions' },
    twoFactor: { id: 'admin.person.two-factor', defaultMessage: 'Two-factor sign-in' },
    on: { id: 'admin.person.two-factor.on', defaultMessage: 'On' },
    off: { id: 'admin.person.two-factor.off', defaultMessage: 'Off' },
    auditLoading: { id: 'admin.person.audit.loading', defaultMessage: 'Loading the audit log' },
    auditFailed: { id: 'admin.person.audit.failed', defaultMessage: 'The audit log could not be loaded.' },
    loading: { id: 'admin.person.loading', defaultMessage: 'Loading the person' },
    failed: { id: 'admin.person.failed', defaultMessage: 'This person could not be loaded.' },
    actions: { id: 'admin.person.actions', defaultMessage: 'Actions' },
    actionsIntro: {
      id: 'admin.person.actions.intro',
      defaultMessage: 'Each action asks for confirmation first and is recorded in the audit log.',
    },
  }),
  lastSignInWhen: defineMessage<{ relative: string; exact: string }>({
    id: 'admin.person.last-sign-in.when',
    defaultMessage: '{relative} ({exact})',
  }),
  publicProfile: defineMessage<{ name: string }>({
    id: 'admin.person.public-profile',
    defaultMessage: 'Public profile of {name}',
  }),
  allEvents: defineMessage<{ name: string }>({
    id: 'admin.person.audit.all',
    defaultMessage: 'All events about {name}',
  }),
  auditIntro: defineMessage<{ name: string }>({
    id: 'admin.person.audit.intro',
    defaultMessage: 'The latest things done to this account, by {name} or by an administrator.',
  }),
  auditEmpty: defineMessage<{ name: string }>({
    id: 'admin.person.audit.empty',
    defaultMessage: 'Nothing about {name} is in the audit log yet.',
  }),
  auditCaption: defineMessage<{ name: string }>({
    id: 'admin.person.audit.caption',
    defaultMessage: 'The latest events about {name}, newest first',
  }),
  auditLabel: defineMessage<{ name: string }>({
    id: 'admin.person.audit.label',
    defaultMessage: 'Audit log of {name}',
  }),
}

function BackToPeople() {
  const intl = useIntl()
  return (
    <Button component={RouterLink} to={PEOPLE_PAGE_PATH} startIcon={<ArrowLeftOutlined aria-hidden />}>
      {intl.formatMessage(messages.back)}
    </Button>
  )
}

function NoSuchPerson() {
  const intl = useIntl()
  return (
    <MainCard>
      <Stack sx={{ alignItems: 'flex-start', gap: 1.5 }} role="status">
        <Typography variant="h5" component="h2">
          {intl.formatMessage(messages.missingTitle)}
        </Typography>
        <Typography color="textSecondary">{intl.formatMessage(messages.missingText)}</Typography>
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
  const intl = useIntl()
  return (
    <MainCard title={intl.formatMessage(messages.account)} sx={{ height: '100%' }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact term={intl.formatMessage(messages.email)}>
          {person.email}{' '}
          {isVerifiedHere && (
            <Chip
              size="small"
              variant="outlined"
              color={person.emailVerified ? 'success' : 'warning'}
              label={intl.formatMessage(person.emailVerified ? messages.verified : messages.notVerified)}
            />
          )}
        </Fact>
        <Fact term={intl.formatMessage(messages.role)}>{intl.formatMessage(roleMessages[person.role])}</Fact>
        <Fact term={intl.formatMessage(messages.status)}>
          <StatusCell person={person} />
        </Fact>
        <Fact term={intl.formatMessage(messages.created)}>{formatDateTime(person.createdAt)}</Fact>
        <Fact term={intl.formatMessage(messages.lastSignIn)}>
          {person.lastSignInAt ? (
            <time dateTime={person.lastSignInAt}>
              {intl.formatMessage(messages.lastSignInWhen, {
                relative: formatRelativeTime(intl, person.lastSignInAt),
                exact: formatDateTime(person.lastSignInAt),
              })}
            </time>
          ) : (
            intl.formatMessage(messages.never)
          )}
        </Fact>
        <Fact term={intl.formatMessage(messages.sessions)}>{person.sessions}</Fact>
        <Fact term={intl.formatMessage(messages.twoFactor)}>
          {intl.formatMessage(person.twoFactorEnabled ? messages.on : messages.off)}
        </Fact>
      </Box>
      <TextLink to={publicProfilePath(person.id)} sx={{ display: 'inline-block', mt: 2 }}>
        {intl.formatMessage(messages.publicProfile, { name: person.name })}
      </TextLink>
    </MainCard>
  )
}

function PersonAudit({ person }: { person: AdminPerson }) {
  const { data, error, isLoading, isValidating, mutate } = usePersonAudit(person.id)
  const fullLog = `${AUDIT_PAGE_PATH}?${new URLSearchParams({ target: person.id })}`
  const intl = useIntl()
  const name = person.name
  return (
    <MainCard
      title={intl.formatMessage(pageTitles['/admin/audit'])}
      content={false}
      secondary={<TextLink to={fullLog}>{intl.formatMessage(messages.allEvents, { name })}</TextLink>}
    >
      <Typography color="textSecondary" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        {intl.formatMessage(messages.auditIntro, { name })}
      </Typography>
      {isLoading && (
        <Box role="status" aria-label={intl.formatMessage(messages.auditLoading)} sx={{ p: 2.5 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="text" height={40} />
          ))}
        </Box>
      )}
      {error && !data && (
        <Box sx={{ p: 2.5 }}>
          <LoadError
            what={intl.formatMessage(messages.auditFailed)}
            error={error}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        </Box>
      )}
      {data && data.items.length === 0 && (
        <Typography sx={{ px: 2.5, pb: 2.5 }}>{intl.formatMessage(messages.auditEmpty, { name })}</Typography>
      )}
      {data && data.items.length > 0 && (
        <AuditTable
          entries={data.items}
          caption={intl.formatMessage(messages.auditCaption, { name })}
          label={intl.formatMessage(messages.auditLabel, { name })}
          hideTarget
        />
      )}
    </MainCard>
  )
}

/** One person as administrators see them (/admin/users/:id): facts, actions, API keys and audit log. */
export function Component() {
  const { id = '' } = useParams()
  const { data: person, error, isLoading, isValidating, mutate } = useAdminPerson(id)
  const { data: me } = useMe()
  const navigate = useNavigate()
  const intl = useIntl()
  const { open, dialog } = usePersonActionDialog((action, message) => {
    showToast({ message })
    if (action === 'delete') void navigate(PEOPLE_PAGE_PATH)
  })
  const isMissing = error instanceof ApiRequestError && error.status === 404

  return (
    <>
      <PageTitle>
        {person && !isMissing ? person.name : intl.formatMessage(pageTitles['/admin/users/:id'])}
      </PageTitle>
      {isLoading && (
        <Box role="status" aria-label={intl.formatMessage(messages.loading)}>
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
      {isMissing && <NoSuchPerson />}
      {error && !isMissing && !person && (
        <LoadError
          what={intl.formatMessage(messages.failed)}
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
              <MainCard title={intl.formatMessage(messages.actions)} sx={{ height: '100%' }}>
                <Typography color="textSecondary" sx={{ mb: 2 }}>
                  {intl.formatMessage(messages.actionsIntro)}
                </Typography>
                <PersonActionButtons
                  options={actionOptionsFor(person, me?.id)}
                  onChoose={(action) => open(action, person)}
                />
              </MainCard>
            </Grid>
            <Grid size={12}>
              <PersonApiKeys person={person} />
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
