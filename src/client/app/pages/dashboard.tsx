import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { LoadError } from '#client/components/load-error.tsx'
import { LoadingSkeleton } from '#client/components/loading-skeleton.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { useDashboard } from '#client/features/dashboard/api/use-dashboard.ts'
import { DashboardSkeleton } from '#client/features/dashboard/components/dashboard-skeleton.tsx'
import {
  GettingStarted,
  gettingStartedSteps,
} from '#client/features/dashboard/components/getting-started.tsx'
import { InstanceOverview } from '#client/features/dashboard/components/instance-overview.tsx'
import { PersonalOverview } from '#client/features/dashboard/components/personal-overview.tsx'
import { useHealth } from '#client/features/instance/api/use-health.ts'
import { formatDuration } from '#client/lib/format.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import type { Dashboard } from '#shared/admin.ts'
import { can, seesConfiguration } from '#shared/admin-rules.ts'
import { type LinkKey, linkEnvNames, linkKeys } from '#shared/links.ts'

const linkNames: Record<LinkKey, MessageDescriptor> = defineMessages({
  docs: { id: 'dashboard.links.docs', defaultMessage: 'Documentation' },
  support: { id: 'dashboard.links.support', defaultMessage: 'Support' },
  feedback: { id: 'dashboard.links.feedback', defaultMessage: 'Feedback' },
  download: { id: 'dashboard.links.download', defaultMessage: 'Download' },
  pro: { id: 'dashboard.links.pro', defaultMessage: 'Pro' },
})

const messages = defineMessages({
  instance: { id: 'dashboard.instance.title', defaultMessage: 'This instance' },
  instanceLoading: { id: 'dashboard.instance.loading', defaultMessage: 'Loading the instance status' },
  status: { id: 'dashboard.instance.status', defaultMessage: 'Status' },
  running: { id: 'dashboard.instance.running', defaultMessage: 'Running' },
  version: { id: 'dashboard.instance.version', defaultMessage: 'Version' },
  uptime: { id: 'dashboard.instance.uptime', defaultMessage: 'Up for' },
  links: { id: 'dashboard.links.title', defaultMessage: 'Configured links' },
  linkSet: { id: 'dashboard.links.set', defaultMessage: 'Set' },
  linkNotSet: { id: 'dashboard.links.not-set', defaultMessage: 'Not set' },
  linksHelp: { id: 'dashboard.links.help', defaultMessage: 'How to set these links' },
  figuresError: { id: 'dashboard.figures.error', defaultMessage: 'The figures could not be loaded.' },
})
const instanceError = defineMessage<{ reason: string }>({
  id: 'dashboard.instance.error',
  defaultMessage: 'The server did not answer: {reason}',
})

function InstanceCard() {
  const health = useHealth()
  const { data, error } = health
  const intl = useIntl()
  return (
    <MainCard title={intl.formatMessage(messages.instance)} sx={{ height: '100%' }}>
      {!data && health.isLoading && (
        <LoadingSkeleton variant="rounded" height={72} label={intl.formatMessage(messages.instanceLoading)} />
      )}
      {error && (
        <Typography color="error">{intl.formatMessage(instanceError, { reason: error.message })}</Typography>
      )}
      {data && (
        <Stack
          component="dl"
          sx={{ m: 0, gap: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <dt>{intl.formatMessage(messages.status)}</dt>
            <dd>
              <Chip
                label={intl.formatMessage(messages.running)}
                color="success"
                size="small"
                variant="outlined"
              />
            </dd>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <dt>{intl.formatMessage(messages.version)}</dt>
            <dd>{data.version}</dd>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <dt>{intl.formatMessage(messages.uptime)}</dt>
            <dd>{formatDuration(intl, data.uptimeSeconds)}</dd>
          </Stack>
        </Stack>
      )}
    </MainCard>
  )
}

function LinksCard() {
  const config = usePublicConfig()
  const intl = useIntl()
  return (
    <MainCard title={intl.formatMessage(messages.links)} sx={{ height: '100%' }} content={false}>
      <List dense>
        {linkKeys.map((key) => {
          const isSet = Boolean(config?.links[key])
          return (
            <ListItem
              key={key}
              secondaryAction={
                <Chip
                  size="small"
                  label={intl.formatMessage(isSet ? messages.linkSet : messages.linkNotSet)}
                  color={isSet ? 'success' : 'default'}
                  variant="outlined"
                />
              }
            >
              <ListItemText primary={intl.formatMessage(linkNames[key])} secondary={linkEnvNames[key]} />
            </ListItem>
          )
        })}
      </List>
      <Typography variant="body2" sx={{ px: 2.5, pb: 2 }}>
        <TextLink to="/help">{intl.formatMessage(messages.linksHelp)}</TextLink>
      </Typography>
    </MainCard>
  )
}

/** The checklist, until its steps are done or the administrator hides it. */
function GettingStartedIfDue({ figures }: { figures: Extract<Dashboard, { kind: 'instance' }> }) {
  const links = usePublicConfig()?.links
  const intl = useIntl()
  const steps = gettingStartedSteps(intl, figures.gettingStarted, figures.people.total, links)
  if (figures.gettingStarted.isHidden || steps.every((step) => step.isDone)) return null
  return (
    <Grid size={12}>
      <GettingStarted figures={figures.gettingStarted} peopleTotal={figures.people.total} links={links} />
    </Grid>
  )
}

/** Whether the dashboard shows this person the instance's figures (an impersonator sees the person's own). */
function seesInstance(me: ReturnType<typeof useKnownMe>['data']): boolean {
  return can(me?.role, 'dashboard:instance') && !me?.impersonation
}

function Figures({ children }: { children: ReactNode }) {
  const dashboard = useDashboard()
  const { data: me } = useKnownMe()
  const intl = useIntl()
  const { data } = dashboard
  if (data?.kind === 'instance')
    return (
      <InstanceOverview figures={data}>
        {children}
        {/* Last, so that the figures stand where their loading layout showed them. */}
        <GettingStartedIfDue figures={data} />
      </InstanceOverview>
    )
  if (data?.kind === 'personal') return <PersonalOverview figures={data}>{children}</PersonalOverview>
  // Read only while there are no figures: SWR renders again on each change of what a render read, and
  // with the figures shown a check in the background should not draw them all again.
  const { error, isLoading, isValidating, mutate } = dashboard
  const seesInstanceFigures = seesInstance(me)
  return (
    <Grid container spacing={3}>
      {isLoading && <DashboardSkeleton isInstance={seesInstanceFigures} />}
      {error && (
        <Grid size={12}>
          <LoadError
            what={intl.formatMessage(messages.figuresError)}
            error={error}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        </Grid>
      )}
      {children}
    </Grid>
  )
}

/**
 * The default dashboard: the instance's figures for administrators, the person's own for
 * everyone else, both from GET /api/dashboard; then the instance's health, and for administrators
 * which of its links are configured.
 */
export function Component() {
  const canConfigure = seesConfiguration(useKnownMe().data?.role)
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/dashboard/default'])}</PageTitle>
      <Figures>
        <Grid size={{ xs: 12, md: 6, lg: 3 }}>
          <InstanceCard />
        </Grid>
        {canConfigure && (
          <Grid size={{ xs: 12, md: 6, lg: 3 }}>
            <LinksCard />
          </Grid>
        )}
      </Figures>
    </>
  )
}
