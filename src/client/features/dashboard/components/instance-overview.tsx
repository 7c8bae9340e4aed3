import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { auditEventLabel, personRefLabel, targetLabel } from '#client/lib/audit-events.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { AuditEntry, Dashboard } from '#shared/admin.ts'
import { cardTitles } from '../lib/card-titles.ts'
import { changeVersusPrevious, registrationsSummary, signInsSummary } from '../lib/figures.ts'
import { RegistrationsChart, SignInsChart, seriesMessages } from './activity-charts.tsx'
import { ChartCard } from './chart-card.tsx'
import { FigureCard } from './figure-card.tsx'

type InstanceFigures = Extract<Dashboard, { kind: 'instance' }>

const AUDIT_PAGE_PATH = '/admin/audit'

const messages = defineMessages({
  openAudit: { id: 'dashboard.latest-events.open-audit', defaultMessage: 'Open the audit log' },
  noEvents: {
    id: 'dashboard.latest-events.empty',
    defaultMessage:
      'Nothing has been recorded yet. Sign-ins, invitations, role changes and bans show here as they happen.',
  },
  people: { id: 'dashboard.people.title', defaultMessage: 'People' },
  peopleDetail: { id: 'dashboard.people.detail', defaultMessage: 'Everyone with an account here' },
  new7: { id: 'dashboard.new-7.title', defaultMessage: 'New in the last 7 days' },
  new30: { id: 'dashboard.new-30.title', defaultMessage: 'New in the last 30 days' },
  sessions: { id: 'dashboard.sessions.title', defaultMessage: 'Active sessions' },
  sessionsDetail: { id: 'dashboard.sessions.detail', defaultMessage: 'Sessions that have not expired' },
  signInsEmpty: {
    id: 'dashboard.sign-ins.empty',
    defaultMessage: 'Each day’s sign-ins and failed attempts show here once people sign in.',
  },
  registrationsEmpty: {
    id: 'dashboard.registrations.empty',
    defaultMessage: 'New accounts, by invitation or registration, are counted here by day.',
  },
})
const about = defineMessage<{ target: string }>({
  id: 'dashboard.latest-events.about',
  defaultMessage: 'about {target}',
})

function LatestEvents({ events }: { events: AuditEntry[] }) {
  const intl = useIntl()
  const title = intl.formatMessage(cardTitles.latestEvents)
  return (
    <MainCard
      title={title}
      content={false}
      sx={{ height: '100%' }}
      secondary={<TextLink to={AUDIT_PAGE_PATH}>{intl.formatMessage(messages.openAudit)}</TextLink>}
    >
      {events.length === 0 ? (
        <Typography sx={{ p: 2.5 }}>{intl.formatMessage(messages.noEvents)}</Typography>
      ) : (
        <List aria-label={title} dense>
          {events.map((event) => (
            <ListItem key={event.id} divider sx={{ px: 2.5 }}>
              <ListItemText
                primary={auditEventLabel(intl, event.kind)}
                secondary={
                  <>
                    {event.actor ? `${personRefLabel(intl, event.actor)} · ` : ''}
                    {event.target && event.target.id !== event.actor?.id
                      ? `${intl.formatMessage(about, { target: targetLabel(intl, event) })} · `
                      : ''}
                    <time dateTime={event.createdAt} title={formatDateTime(event.createdAt)}>
                      {formatRelativeTime(intl, event.createdAt)}
                    </time>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </MainCard>
  )
}

/** The figures of the whole instance, for administrators; `children` are more grid items. */
export function InstanceOverview({ figures, children }: { figures: InstanceFigures; children?: ReactNode }) {
  const intl = useIntl()
  const { people } = figures
  const week = changeVersusPrevious(intl, people.new7, people.new7Previous, 7)
  const month = changeVersusPrevious(intl, people.new30, people.new30Previous, 30)
  const signIns = figures.signInsPerDay
  const registrations = figures.registrationsPerDay
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title={intl.formatMessage(messages.people)} value={people.total}>
          {intl.formatMessage(messages.peopleDetail)}
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title={intl.formatMessage(messages.new7)} value={people.new7} trend={week.trend}>
          {week.text}
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title={intl.formatMessage(messages.new30)} value={people.new30} trend={month.trend}>
          {month.text}
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title={intl.formatMessage(messages.sessions)} value={figures.activeSessions}>
          {intl.formatMessage(messages.sessionsDetail)}
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <ChartCard
          title={intl.formatMessage(cardTitles.signIns)}
          summary={signInsSummary(intl, signIns)}
          rows={signIns}
          columns={[
            { header: intl.formatMessage(seriesMessages.signIns), value: (row) => row.signIns },
            { header: intl.formatMessage(seriesMessages.failed), value: (row) => row.failed },
          ]}
          isEmpty={signIns.every((day) => day.signIns === 0 && day.failed === 0)}
          emptyText={intl.formatMessage(messages.signInsEmpty)}
          chart={<SignInsChart days={signIns} />}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ChartCard
          title={intl.formatMessage(cardTitles.registrations)}
          summary={registrationsSummary(intl, registrations)}
          rows={registrations}
          columns={[{ header: intl.formatMessage(seriesMessages.newAccounts), value: (row) => row.count }]}
          isEmpty={registrations.every((day) => day.count === 0)}
          emptyText={intl.formatMessage(messages.registrationsEmpty)}
          chart={<RegistrationsChart days={registrations} />}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <LatestEvents events={figures.latestEvents} />
      </Grid>
      {children}
    </Grid>
  )
}
