import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, type IntlShape, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { SampleChip } from '#client/components/sample-chip.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { BreadcrumbTrail } from '../layout/breadcrumbs.tsx'

const messages = defineMessages({
  card: { id: 'sample-page.card', defaultMessage: 'Sample Card' },
  cardText: {
    id: 'sample-page.card.text',
    defaultMessage:
      'This page is a starting point for your own pages: copy it, give it a route and a menu item, and replace this card with your content. Everything on it is sample content.',
  },
  breadcrumbs: { id: 'sample-page.breadcrumbs', defaultMessage: 'Long breadcrumbs' },
  breadcrumbsText: {
    id: 'sample-page.breadcrumbs.text',
    defaultMessage:
      'A trail of more than 8 crumbs collapses in the middle, keeping the first and the last; the ellipsis button shows the rest.',
  },
  breadcrumbsLabel: { id: 'sample-page.breadcrumbs.label', defaultMessage: 'Sample breadcrumb' },
})

const crumbMessages = defineMessages({
  home: { id: 'sample-page.crumb.home', defaultMessage: 'Home' },
  workspace: { id: 'sample-page.crumb.workspace', defaultMessage: 'Workspace' },
  projects: { id: 'sample-page.crumb.projects', defaultMessage: 'Projects' },
  settings: { id: 'sample-page.crumb.settings', defaultMessage: 'Settings' },
  members: { id: 'sample-page.crumb.members', defaultMessage: 'Members' },
  roles: { id: 'sample-page.crumb.roles', defaultMessage: 'Roles' },
  permissions: { id: 'sample-page.crumb.permissions', defaultMessage: 'Permissions' },
  audit: { id: 'sample-page.crumb.audit', defaultMessage: 'Audit' },
  export: { id: 'sample-page.crumb.export', defaultMessage: 'Export' },
})

// A deep trail of sample crumbs: more than 8, so it shows how a long trail collapses in the
// middle and expands on click.
export function sampleCrumbs(intl: IntlShape) {
  const say = intl.formatMessage
  return [
    say(crumbMessages.home),
    say(crumbMessages.workspace),
    say(crumbMessages.projects),
    'Foyer',
    say(crumbMessages.settings),
    say(crumbMessages.members),
    say(crumbMessages.roles),
    say(crumbMessages.permissions),
    say(crumbMessages.audit),
    say(crumbMessages.export),
  ].map((title, index, all) => ({
    id: `sample-${index}`,
    title,
    url: index < all.length - 1 ? '/sample-page' : undefined,
  }))
}

export function Component() {
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/sample-page'])}</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard title={intl.formatMessage(messages.card)} secondary={<SampleChip />}>
          <Typography>{intl.formatMessage(messages.cardText)}</Typography>
        </MainCard>
        <MainCard title={intl.formatMessage(messages.breadcrumbs)} secondary={<SampleChip />}>
          <Typography sx={{ mb: 2 }}>{intl.formatMessage(messages.breadcrumbsText)}</Typography>
          <BreadcrumbTrail
            crumbs={sampleCrumbs(intl)}
            label={intl.formatMessage(messages.breadcrumbsLabel)}
          />
        </MainCard>
      </Stack>
    </>
  )
}
