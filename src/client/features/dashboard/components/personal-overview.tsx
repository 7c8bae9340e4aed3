import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { deviceName } from '#client/lib/device.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { Dashboard } from '#shared/admin.ts'
import { cardTitles } from '../lib/card-titles.ts'
import { listInWords, profileFieldName } from '../lib/figures.ts'
import { FigureCard } from './figure-card.tsx'

type PersonalFigures = Extract<Dashboard, { kind: 'personal' }>

const messages = defineMessages({
  completeness: { id: 'dashboard.profile.completeness', defaultMessage: 'Profile completeness' },
  complete: { id: 'dashboard.profile.complete', defaultMessage: 'Your profile is complete.' },
  edit: { id: 'dashboard.profile.edit', defaultMessage: 'Edit your profile' },
  completeIt: { id: 'dashboard.profile.complete-it', defaultMessage: 'Complete your profile' },
  history: { id: 'dashboard.recent-sign-ins.history', defaultMessage: 'See your history' },
  noSignIns: {
    id: 'dashboard.recent-sign-ins.empty',
    defaultMessage:
      'No sign-ins recorded yet. Each time you sign in, the time, device and address show here.',
  },
  unknownAddress: { id: 'dashboard.recent-sign-ins.unknown-address', defaultMessage: 'unknown address' },
  sessions: { id: 'dashboard.own-sessions.title', defaultMessage: 'Your active sessions' },
  manageSessions: { id: 'dashboard.own-sessions.manage', defaultMessage: 'Manage your sessions' },
  unread: { id: 'dashboard.unread-notifications.title', defaultMessage: 'Unread notifications' },
  openNotifications: {
    id: 'dashboard.unread-notifications.open',
    defaultMessage: 'Open your notifications',
  },
})
const percentShown = defineMessage<{ percent: number }>({
  id: 'dashboard.profile.percent',
  defaultMessage: '{percent}%',
})
const percentComplete = defineMessage<{ percent: number }>({
  id: 'dashboard.profile.percent-complete',
  defaultMessage: '{percent}% complete',
})
const stillMissing = defineMessage<{ fields: string }>({
  id: 'dashboard.profile.missing',
  defaultMessage: 'Still missing: {fields}. A complete profile helps others recognise you.',
})

function ProfileCompleteness({ profile }: { profile: PersonalFigures['profile'] }) {
  const labelId = useId()
  const intl = useIntl()
  const percent = Math.max(0, Math.min(100, Math.round(profile.percent)))
  const missing = profile.missing.map((field) => profileFieldName(intl, field))
  return (
    <MainCard title={intl.formatMessage(cardTitles.profile)} sx={{ height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography id={labelId}>{intl.formatMessage(messages.completeness)}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{intl.formatMessage(percentShown, { percent })}</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ height: 8 }}
        aria-labelledby={labelId}
        aria-valuetext={intl.formatMessage(percentComplete, { percent })}
      />
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        {missing.length === 0
          ? intl.formatMessage(messages.complete)
          : intl.formatMessage(stillMissing, { fields: listInWords(intl, missing) })}
      </Typography>
      <TextLink to="/account/profile/edit" sx={{ display: 'inline-block', mt: 1.5 }}>
        {intl.formatMessage(missing.length === 0 ? messages.edit : messages.completeIt)}
      </TextLink>
    </MainCard>
  )
}

function RecentSignIns({ signIns }: { signIns: PersonalFigures['recentSignIns'] }) {
  const intl = useIntl()
  const title = intl.formatMessage(cardTitles.recentSignIns)
  return (
    <MainCard
      title={title}
      content={false}
      sx={{ height: '100%' }}
      secondary={<TextLink to="/account/history">{intl.formatMessage(messages.history)}</TextLink>}
    >
      {signIns.length === 0 ? (
        <Typography sx={{ p: 2.5 }}>{intl.formatMessage(messages.noSignIns)}</Typography>
      ) : (
        <List aria-label={title} dense>
          {signIns.map((signIn) => (
            <ListItem key={`${signIn.createdAt} ${signIn.ipAddress}`} divider sx={{ px: 2.5 }}>
              <ListItemText
                primary={
                  <time dateTime={signIn.createdAt}>
                    {formatRelativeTime(intl, signIn.createdAt)} · {formatDateTime(signIn.createdAt)}
                  </time>
                }
                secondary={`${deviceName(intl, signIn.device)} · ${signIn.ipAddress ?? intl.formatMessage(messages.unknownAddress)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </MainCard>
  )
}

/** The signed-in person's own figures; `children` are more grid items. */
export function PersonalOverview({ figures, children }: { figures: PersonalFigures; children?: ReactNode }) {
  const intl = useIntl()
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title={intl.formatMessage(messages.sessions)} value={figures.sessions}>
          <TextLink to="/account/settings">{intl.formatMessage(messages.manageSessions)}</TextLink>
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title={intl.formatMessage(messages.unread)} value={figures.unreadNotifications}>
          <TextLink to="/notifications">{intl.formatMessage(messages.openNotifications)}</TextLink>
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ProfileCompleteness profile={figures.profile} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RecentSignIns signIns={figures.recentSignIns} />
      </Grid>
      {children}
    </Grid>
  )
}
