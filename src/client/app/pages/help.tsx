import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { seesConfiguration } from '#shared/admin-rules.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { helpAnchors, type LinkKey, linkEnvNames, linkKeys } from '#shared/links.ts'

const linkHelp: Record<LinkKey, { title: string; purpose: string }> = {
  docs: {
    title: 'Documentation',
    purpose: 'The Documentation item of the side navigation opens your documentation site in a new tab.',
  },
  support: {
    title: 'Support',
    purpose:
      'The Support item of the profile menu (Setting tab) opens the page where people ask you for help.',
  },
  feedback: {
    title: 'Feedback',
    purpose:
      'The Feedback item of the profile menu (Setting tab) opens the page where people send you feedback.',
  },
  download: {
    title: 'Download',
    purpose: 'The download button of the top bar opens the page where people get Foyer or your product.',
  },
  pro: {
    title: 'Pro',
    purpose: 'The Pro button of the promotional card in the side navigation opens your upgrade page.',
  },
}

/** For anyone but an administrator: the links this instance has, and no word of how they are set. */
function LinksOfThisInstance() {
  const links = usePublicConfig()?.links
  const set = linkKeys.flatMap((key) => {
    const url = links?.[key]
    return url ? [{ key, url }] : []
  })
  return (
    <>
      <PageTitle>Help</PageTitle>
      <MainCard title="Where to find help">
        {set.length === 0 ? (
          <Typography>
            This instance has no help links yet. Ask one of its administrators when you need help.
          </Typography>
        ) : (
          <Stack component="ul" sx={{ gap: 1.5, m: 0, pl: 2.5 }}>
            {set.map(({ key, url }) => (
              <li key={key}>
                <Link href={url} {...newTabProps}>
                  {linkHelp[key].title}
                  <NewTabHint />
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </MainCard>
    </>
  )
}

async function showGettingStarted() {
  try {
    await fetchJson(apiPaths.dashboardGettingStarted, {
      method: 'PUT',
      body: JSON.stringify({ hidden: false }),
    })
    showToast({
      message: 'The getting-started checklist shows on the dashboard again, until its steps are done',
    })
  } catch (caught) {
    showToast({ severity: 'error', message: (caught as Error).message })
  }
}

/**
 * Where the configurable links lead until an operator sets them: for an administrator, what each is
 * for and how to set it; for anyone else, the links that are set.
 */
export function Component() {
  const config = usePublicConfig()
  if (!seesConfiguration(useKnownMe().data?.role)) return <LinksOfThisInstance />
  return (
    <>
      <PageTitle>Help</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard title="Links you can configure">
          <Typography>
            Foyer shows a few links that lead outside the dashboard. The operator of this instance sets each
            one with an environment variable when starting the server; a link that is not set leads to its
            section below.
          </Typography>
        </MainCard>
        <MainCard title="Getting started">
          <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
            <Typography>
              The dashboard lists the first steps of a new instance (invite your team, complete your profile,
              set these links) until they are done or you hide the list.
            </Typography>
            <Button variant="outlined" onClick={() => void showGettingStarted()}>
              Show the checklist on the dashboard
            </Button>
          </Stack>
        </MainCard>
        {linkKeys.map((key) => {
          const url = config?.links[key] ?? null
          return (
            <MainCard
              key={key}
              id={helpAnchors[key]}
              title={linkHelp[key].title}
              titleComponent="h2"
              sx={{ scrollMarginTop: 80 }}
            >
              <Stack sx={{ gap: 1 }}>
                <Typography>{linkHelp[key].purpose}</Typography>
                <Typography>
                  Set it with <code>{linkEnvNames[key]}</code>, for example{' '}
                  <code>
                    {linkEnvNames[key]}=https://example.com/{key}
                  </code>
                  .
                </Typography>
                <Typography color="textSecondary">
                  {url ? (
                    <>
                      Set on this instance to{' '}
                      <Link href={url} {...newTabProps}>
                        {url}
                        <NewTabHint />
                      </Link>
                      .
                    </>
                  ) : (
                    'Not set on this instance.'
                  )}
                </Typography>
                {key === 'pro' && (
                  <Typography>
                    The card&apos;s texts come from <code>PROMO_TITLE</code> and <code>PROMO_SUBTITLE</code>;{' '}
                    <code>PROMO_CARD=false</code> hides it
                    {config && !config.promo.enabled ? ' (it is hidden here)' : ''}.
                  </Typography>
                )}
              </Stack>
            </MainCard>
          )
        })}
      </Stack>
    </>
  )
}
