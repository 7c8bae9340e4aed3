import CheckCircleFilledIcon from '@ant-design/icons-svg/es/asn/CheckCircleFilled'
import CheckCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/CheckCircleOutlined'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { antIcon } from '#client/components/ant-icon.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { showToast } from '#client/components/toast.tsx'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { Dashboard } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { PublicConfig } from '#shared/public-config.ts'
import { listInWords, profileFieldName } from '../lib/figures.ts'

const CheckCircleFilled = antIcon(CheckCircleFilledIcon)
const CheckCircleOutlined = antIcon(CheckCircleOutlinedIcon)

type GettingStartedFigures = Extract<Dashboard, { kind: 'instance' }>['gettingStarted']

type Step = {
  id: string
  title: string
  detail: string
  isDone: boolean
  action: { label: string; to: string }
}

/** The steps of a new instance, each checked from what is really there. */
export function gettingStartedSteps(
  figures: GettingStartedFigures,
  peopleTotal: number,
  links: PublicConfig['links'] | undefined,
): Step[] {
  const missing = figures.profile.missing.map(profileFieldName)
  const isTeamInvited = peopleTotal > 1 || figures.invitationsSent > 0
  const areLinksSet = Boolean(links?.docs && links.support)
  return [
    {
      id: 'invite',
      title: 'Invite your team',
      detail: isTeamInvited
        ? `${peopleTotal} ${peopleTotal === 1 ? 'person has' : 'people have'} an account; invitations sent: ${figures.invitationsSent}.`
        : 'Send an invitation by email: each person chooses a password and joins with the role you give.',
      isDone: isTeamInvited,
      action: { label: 'Invite people', to: '/admin/users#invite' },
    },
    {
      id: 'profile',
      title: 'Complete your profile',
      detail:
        missing.length === 0
          ? 'Your profile is complete: people you invite recognise you.'
          : `${figures.profile.percent}% complete. Still missing: ${listInWords(missing)}.`,
      isDone: missing.length === 0,
      action: { label: 'Edit your profile', to: '/account/profile/edit' },
    },
    {
      id: 'links',
      title: 'Set the help links',
      detail: areLinksSet
        ? 'Documentation and Support lead to your own pages.'
        : 'Point Documentation and Support at your team’s own pages (DOCS_URL and SUPPORT_URL).',
      isDone: areLinksSet,
      action: { label: 'How to set them', to: '/help' },
    },
  ]
}

/**
 * The new administrator's first steps, on the instance's dashboard until they are all done or the
 * administrator hides the list (kept on the server, for every device; the Help page shows it again).
 */
export function GettingStarted({
  figures,
  peopleTotal,
  links,
}: {
  figures: GettingStartedFigures
  peopleTotal: number
  links: PublicConfig['links'] | undefined
}) {
  const { mutate } = useSWRConfig()
  const progressId = useId()
  const [isHiding, setIsHiding] = useState(false)
  const steps = gettingStartedSteps(figures, peopleTotal, links)
  const done = steps.filter((step) => step.isDone).length

  const setHidden = async (hidden: boolean) => {
    await fetchJson(apiPaths.dashboardGettingStarted, { method: 'PUT', body: JSON.stringify({ hidden }) })
    await mutate(apiPaths.dashboard)
  }
  const hide = async () => {
    setIsHiding(true)
    try {
      await setHidden(true)
      showToast({
        message: 'Getting started is hidden',
        undo: () => void setHidden(false).catch(() => undefined),
      })
    } catch (caught) {
      showToast({ severity: 'error', message: (caught as Error).message })
    } finally {
      setIsHiding(false)
    }
  }

  return (
    <MainCard
      component="section"
      aria-label="Getting started"
      title="Getting started"
      secondary={
        <Button size="small" onClick={() => void hide()} loading={isHiding}>
          Hide
        </Button>
      }
    >
      <Typography id={progressId} color="textSecondary" sx={{ mb: 1 }}>
        {done} of {steps.length} done
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(done / steps.length) * 100}
        aria-labelledby={progressId}
        sx={{ height: 8, mb: 1 }}
      />
      <List aria-label="Getting started steps" disablePadding>
        {steps.map((step) => (
          <ListItem
            key={step.id}
            disableGutters
            divider
            sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <ListItemIcon
              sx={{ minWidth: 0, fontSize: '1.25rem', color: step.isDone ? 'success.main' : 'text.disabled' }}
            >
              {step.isDone ? <CheckCircleFilled aria-hidden /> : <CheckCircleOutlined aria-hidden />}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {step.title}
                  <span style={visuallyHidden}>{step.isDone ? ' (done)' : ' (to do)'}</span>
                </>
              }
              secondary={step.detail}
              slotProps={{
                primary: {
                  sx: { fontWeight: 600, textDecoration: step.isDone ? 'line-through' : 'none' },
                },
              }}
            />
            {!step.isDone && (
              <TextLink to={step.action.to} sx={{ whiteSpace: 'nowrap' }}>
                {step.action.label}
              </TextLink>
            )}
          </ListItem>
        ))}
      </List>
    </MainCard>
  )
}
