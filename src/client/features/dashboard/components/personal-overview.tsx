import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { MainCard } from '#client/components/main-card.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { deviceName } from '#client/lib/device.ts'
import { formatDateTime, formatRelativeTime } from '#client/lib/format.ts'
import type { Dashboard } from '#shared/admin.ts'
import { listInWords, profileFieldName } from '../lib/figures.ts'
import { FigureCard } from './figure-card.tsx'

type PersonalFigures = Extract<Dashboard, { kind: 'personal' }>

function ProfileCompleteness({ profile }: { profile: PersonalFigures['profile'] }) {
  const labelId = useId()
  const percent = Math.max(0, Math.min(100, Math.round(profile.percent)))
  const missing = profile.missing.map(profileFieldName)
  return (
    <MainCard title="Your profile" sx={{ height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography id={labelId}>Profile completeness</Typography>
        <Typography sx={{ fontWeight: 600 }}>{percent}%</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ height: 8 }}
        aria-labelledby={labelId}
        aria-valuetext={`${percent}% complete`}
      />
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        {missing.length === 0
          ? 'Your profile is complete.'
          : `Still missing: ${listInWords(missing)}. A complete profile helps others recognise you.`}
      </Typography>
      <TextLink to="/account/profile/edit" sx={{ display: 'inline-block', mt: 1.5 }}>
        {missing.length === 0 ? 'Edit your profile' : 'Complete your profile'}
      </TextLink>
    </MainCard>
  )
}

function RecentSignIns({ signIns }: { signIns: PersonalFigures['recentSignIns'] }) {
  return (
    <MainCard
      title="Your recent sign-ins"
      content={false}
      sx={{ height: '100%' }}
      secondary={<TextLink to="/account/history">See your history</TextLink>}
    >
      {signIns.length === 0 ? (
        <Typography sx={{ p: 2.5 }}>
          No sign-ins recorded yet. Each time you sign in, the time, device and address show here.
        </Typography>
      ) : (
        <List aria-label="Your recent sign-ins" dense>
          {signIns.map((signIn) => (
            <ListItem key={`${signIn.createdAt} ${signIn.ipAddress}`} divider sx={{ px: 2.5 }}>
              <ListItemText
                primary={
                  <time dateTime={signIn.createdAt}>
                    {formatRelativeTime(signIn.createdAt)} · {formatDateTime(signIn.createdAt)}
                  </time>
                }
                secondary={`${deviceName(signIn.device)} · ${signIn.ipAddress ?? 'unknown address'}`}
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
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title="Your active sessions" value={figures.sessions}>
          <TextLink to="/account/settings">Manage your sessions</TextLink>
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title="Unread notifications" value={figures.unreadNotifications}>
          <TextLink to="/notifications">Open your notifications</TextLink>
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
