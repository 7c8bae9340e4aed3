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
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
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

const messages = defineMessages({
  inviteTitle: { id: 'dashboard.getting-started.invite.title', defaultMessage: 'Invite your team' },
  inviteToDo: {
    id: 'dashboard.getting-started.invite.to-do',
    defaultMessage:
      'Send an invitation by email: each person chooses a password and joins with the role you give.',
  },
  inviteAction: { id: 'dashboard.getting-started.invite.action', defaultMessage: 'Invite people' },
  profileTitle: { id: 'dashboard.getting-started.profile.title', defaultMessage: 'Complete your profile' },
  profileDone: {
    id: 'dashboard.getting-started.profile.done',
    defaultMessage: 'Your profile is complete: people you invite recognise you.',
  },
  profileAction: { id: 'dashboard.getting-started.profile.action', defaultMessage: 'Edit your profile' },
  linksTitle: { id: 'dashboard.getting-started.links.title', defaultMessage: 'Set the help links' },
  linksDone: {
    id: 'dashboard.getting-started.links.done',
    defaultMessage: 'Documentation and Support lead to your own pages.',
  },
  linksToDo: {
    id: 'dashboard.getting-started.links.to-do',
    defaultMessage: 'Point Documentation and Support at your team’s own pages (DOCS_URL and SUPPORT_URL).',
  },
  linksAction: { id: 'dashboard.getting-started.links.action', defaultMessage: 'How to set them' },
  hidden: { id: 'dashboard.getting-started.hidden', defaultMessage: 'Getting started is hidden' },
  title: { id: 'dashboard.getting-started.title', defaultMessage: 'Getting started' },
  hide: { id: 'dashboard.getting-started.hide', defaultMessage: 'Hide' },
  steps: { id: 'dashboard.getting-started.steps', defaultMessage: 'Getting started steps' },
  stepDone: { id: 'dashboard.getting-started.step-done', defaultMessage: '(done)' },
  stepToDo: { id: 'dashboard.getting-started.step-to-do', defaultMessage: '(to do)' },
})
const inviteDone = defineMessage<{ people: number; invitations: number }>({
  id: 'dashboard.getting-started.invite.done',
  defaultMessage:
    '{people, plural, one {# person has} other {# people have}} an account; invitations sent: {invitations, number}.',
})
const profileToDo = defineMessage<{ percent: number; fields: string }>({
  id: 'dashboard.getting-started.profile.to-do',
  defaultMessage: '{percent}% complete. Still missing: {fields}.',
})
const progress = defineMessage<{ done: number; total: number }>({
  id: 'dashboard.getting-started.progress',
  defaultMessage: '{done} of {total} done',
})

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
  intl: IntlShape,
  figures: GettingStartedFigures,
  peopleTotal: number,
  links: PublicConfig['links'] | undefined,
): Step[] {
  const missing = figures.profile.missing.map((field) => profileFieldName(intl, field))
  const isTeamInvited = peopleTotal > 1 || figures.invitationsSent > 0
  const areLinksSet = Boolean(links?.docs && links.support)
  return [
    {
      id: 'invite',
      title: intl.formatMessage(messages.inviteTitle),
      detail: isTeamInvited
        ? intl.formatMessage(inviteDone, {
            people: peopleTotal,
            invitations: figures.invitationsSent,
          })
        : intl.formatMessage(messages.inviteToDo),
      isDone: isTeamInvited,
      action: { label: intl.formatMessage(messages.inviteAction), to: '/admin/users#invite' },
    },
    {
      id: 'profile',
      title: intl.formatMessage(messages.profileTitle),
      detail:
        missing.length === 0
          ? intl.formatMessage(messages.profileDone)
          : intl.formatMessage(profileToDo, {
              percent: figures.profile.percent,
              fields: listInWords(intl, missing),
            }),
      isDone: missing.length === 0,
      action: { label: intl.formatMessage(messages.profileAction), to: '/account/profile/edit' },
    },
    {
      id: 'links',
      title: intl.formatMessage(messages.linksTitle),
      detail: intl.formatMessage(areLinksSet ? messages.linksDone : messages.linksToDo),
      isDone: areLinksSet,
      action: { label: intl.formatMessage(messages.linksAction), to: '/help' },
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
  const intl = useIntl()
  const progressId = useId()
  const [isHiding, setIsHiding] = useState(false)
  const steps = gettingStartedSteps(intl, figures, peopleTotal, links)
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
        message: intl.formatMessage(messages.hidden),
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
      aria-label={intl.formatMessage(messages.title)}
      title={intl.formatMessage(messages.title)}
      secondary={
        <Button size="small" onClick={() => void hide()} loading={isHiding}>
          {intl.formatMessage(messages.hide)}
        </Button>
      }
    >
      <Typography id={progressId} color="textSecondary" sx={{ mb: 1 }}>
        {intl.formatMessage(progress, { done, total: steps.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(done / steps.length) * 100}
        aria-labelledby={progressId}
        sx={{ height: 8, mb: 1 }}
      />
      <List aria-label={intl.formatMessage(messages.steps)} disablePadding>
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
                  <span style={visuallyHidden}>
                    {' '}
                    {intl.formatMessage(step.isDone ? messages.stepDone : messages.stepToDo)}
                  </span>
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
