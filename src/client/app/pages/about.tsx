import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { useHealth } from '#client/features/instance/api/use-health.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'

const messages = defineMessages({
  what: { id: 'about.what', defaultMessage: 'What Foyer is' },
  whatText: {
    id: 'about.what.text',
    defaultMessage:
      'Foyer is an open administration dashboard: a side navigation, a top bar with search, notifications and a profile menu, breadcrumbs and pages, on a real server. Teams deploy it and build their product inside it.',
  },
  howText: {
    id: 'about.what.how',
    defaultMessage:
      'It runs as one Node.js server that serves this interface and its API, and stores its data in an embedded PostgreSQL database or in a PostgreSQL server of your choice.',
  },
  version: { id: 'about.version', defaultMessage: 'Version' },
  interface: { id: 'about.version.interface', defaultMessage: 'Interface' },
  server: { id: 'about.version.server', defaultMessage: 'Server' },
  unknown: { id: 'about.version.unknown', defaultMessage: 'unknown' },
})

export function Component() {
  const intl = useIntl()
  const { data } = useHealth()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/about'])}</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard title={intl.formatMessage(messages.what)}>
          <Stack sx={{ gap: 1.5 }}>
            <Typography>{intl.formatMessage(messages.whatText)}</Typography>
            <Typography>{intl.formatMessage(messages.howText)}</Typography>
          </Stack>
        </MainCard>
        <MainCard title={intl.formatMessage(messages.version)}>
          <Stack
            component="dl"
            sx={{ m: 0, gap: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}
          >
            <div>
              <dt>{intl.formatMessage(messages.interface)}</dt>
              <dd>{__APP_VERSION__}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.server)}</dt>
              <dd>{data?.version ?? intl.formatMessage(messages.unknown)}</dd>
            </div>
          </Stack>
        </MainCard>
      </Stack>
    </>
  )
}
