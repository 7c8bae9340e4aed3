import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { MainCard } from '#client/components/main-card.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { auditEventLabel, personRefLabel, targetLabel } from '#client/lib/audit-events.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { AuditEntry, Dashboard } from '#shared/admin.ts'
import { changeVersusPrevious, registrationsSummary, signInsSummary } from '../lib/figures.ts'
import { RegistrationsChart, SignInsChart } from './activity-charts.tsx'
import { ChartCard } from './chart-card.tsx'
import { FigureCard } from './figure-card.tsx'

type InstanceFigures = Extract<Dashboard, { kind: 'instance' }>

const AUDIT_PAGE_PATH = '/admin/audit'

function LatestEvents({ events }: { events: AuditEntry[] }) {
  return (
    <MainCard
      title="Latest events"
      content={false}
      sx={{ height: '100%' }}
      secondary={<TextLink to={AUDIT_PAGE_PATH}>Open the audit log</TextLink>}
    >
      {events.length === 0 ? (
        <Typography sx={{ p: 2.5 }}>
          Nothing has been recorded yet. Sign-ins, invitations, role changes and bans show here as they
          happen.
        </Typography>
      ) : (
        <List aria-label="Latest events" dense>
          {events.map((event) => (
            <ListItem key={event.id} divider sx={{ px: 2.5 }}>
              <ListItemText
                primary={auditEventLabel(event.kind)}
                secondary={
                  <>
                    {event.actor ? `${personRefLabel(event.actor)} · ` : ''}
                    {event.target && event.target.id !== event.actor?.id
                      ? `about ${targetLabel(event)} · `
                      : ''}
                    <time dateTime={event.createdAt} title={formatDateTime(event.createdAt)}>
                      {formatRelativeTime(event.createdAt)}
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
  const { people } = figures
  const week = changeVersusPrevious(people.new7, people.new7Previous, 7)
  const month = changeVersusPrevious(people.new30, people.new30Previous, 30)
  const signIns = figures.signInsPerDay
  const registrations = figures.registrationsPerDay
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title="People" value={people.total}>
          Everyone with an account here
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title="New in the last 7 days" value={people.new7} trend={week.trend}>
          {week.text}
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title="New in the last 30 days" value={people.new30} trend={month.trend}>
          {month.text}
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title="Active sessions" value={figures.activeSessions}>
          Sessions that have not expired
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <ChartCard
          title="Sign-ins"
          summary={signInsSummary(signIns)}
          rows={signIns}
          columns={[
            { header: 'Sign-ins', value: (row) => row.signIns },
            { header: 'Failed sign-ins', value: (row) => row.failed },
          ]}
          isEmpty={signIns.every((day) => day.signIns === 0 && day.failed === 0)}
          emptyText="Each day’s sign-ins and failed attempts show here once people sign in."
          chart={<SignInsChart days={signIns} />}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ChartCard
          title="Registrations"
          summary={registrationsSummary(registrations)}
          rows={registrations}
          columns={[{ header: 'New accounts', value: (row) => row.count }]}
          isEmpty={registrations.every((day) => day.count === 0)}
          emptyText="New accounts, by invitation or registration, are counted here by day."
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
