import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { useHealth } from '#client/features/instance/api/use-health.ts'

export function Component() {
  const { data } = useHealth()
  return (
    <>
      <PageTitle>About us</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard title="What Foyer is">
          <Stack sx={{ gap: 1.5 }}>
            <Typography>
              Foyer is an open administration dashboard: a side navigation, a top bar with search,
              notifications and a profile menu, breadcrumbs and pages, on a real server. Teams deploy it and
              build their product inside it.
            </Typography>
            <Typography>
              It runs as one Node.js server that serves this interface and its API, and stores its data in an
              embedded PostgreSQL database or in a PostgreSQL server of your choice.
            </Typography>
          </Stack>
        </MainCard>
        <MainCard title="Version">
          <Stack
            component="dl"
            sx={{ m: 0, gap: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}
          >
            <div>
              <dt>Interface</dt>
              <dd>{__APP_VERSION__}</dd>
            </div>
            <div>
              <dt>Server</dt>
              <dd>{data?.version ?? 'unknown'}</dd>
            </div>
          </Stack>
        </MainCard>
      </Stack>
    </>
  )
}
