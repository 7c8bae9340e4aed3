import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { seesConfiguration } from '#shared/admin-rules.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { helpAnchors, type LinkKey, linkEnvNames, linkKeys } from '#shared/links.ts'

const linkHelp: Record<LinkKey, { title: MessageDescriptor; purpose: MessageDescriptor }> = {
  docs: defineMessages({
    title: { id: 'help.link.docs', defaultMessage: 'Documentation' },
    purpose: {
      id: 'help.link.docs.purpose',
      defaultMessage:
        'The Documentation item of the side navigation opens your documentation site in a new tab.',
    },
  }),
  support: defineMessages({
    title: { id: 'help.link.support', defaultMessage: 'Support' },
    purpose: {
      id: 'help.link.support.purpose',
      defaultMessage:
        'The Support item of the profile menu (Setting tab) opens the page where people ask you for help.',
    },
  }),
  feedback: defineMessages({
    title: { id: 'help.link.feedback', defaultMessage: 'Feedback' },
    purpose: {
      id: 'help.link.feedback.purpose',
      defaultMessage:
        'The Feedback item of the profile menu (Setting tab) opens the page where people send you feedback.',
    },
  }),
  download: defineMessages({
    title: { id: 'help.link.download', defaultMessage: 'Download' },
    purpose: {
      id: 'help.link.download.purpose',
      defaultMessage:
        'The download button of the top bar opens the page where people get Foyer or your product.',
    },
  }),
  pro: defineMessages({
    title: { id: 'help.link.pro', defaultMessage: 'Pro' },
    purpose: {
      id: 'help.link.pro.purpose',
      defaultMessage:
        'The Pro button of the promotional card in the side navigation opens your upgrade page.',
    },
  }),
}

const messages = defineMessages({
  whereToFindHelp: { id: 'help.where', defaultMessage: 'Where to find help' },
  noLinks: {
    id: 'help.no-links',
    defaultMessage: 'This instance has no help links yet. Ask one of its administrators when you need help.',
  },
  checklistShown: {
    id: 'help.checklist-shown',
    defaultMessage: 'The getting-started checklist shows on the dashboard again, until its steps are done',
  },
  configurable: { id: 'help.configurable', defaultMessage: 'Links you can configure' },
  configurableText: {
    id: 'help.configurable.text',
    defaultMessage:
      'Foyer shows a few links that lead outside the dashboard. The operator of this instance sets each one with an environment variable when starting the server; a link that is not set leads to its section below.',
  },
  gettingStarted: { id: 'help.getting-started', defaultMessage: 'Getting started' },
  gettingStartedText: {
    id: 'help.getting-started.text',
    defaultMessage:
      'The dashboard lists the first steps of a new instance (invite your team, complete your profile, set these links) until they are done or you hide the list.',
  },
  showChecklist: { id: 'help.getting-started.show', defaultMessage: 'Show the checklist on the dashboard' },
  notSet: { id: 'help.link.not-set', defaultMessage: 'Not set on this instance.' },
})

/** For anyone but an administrator: the links this instance has, and no word of how they are set. */
function LinksOfThisInstance() {
  const intl = useIntl()
  const links = usePublicConfig()?.links
  const set = linkKeys.flatMap((key) => {
    const url = links?.[key]
    return url ? [{ key, url }] : []
  })
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/help'])}</PageTitle>
      <MainCard title={intl.formatMessage(messages.whereToFindHelp)}>
        {set.length === 0 ? (
          <Typography>{intl.formatMessage(messages.noLinks)}</Typography>
        ) : (
          <Stack component="ul" sx={{ gap: 1.5, m: 0, pl: 2.5 }}>
            {set.map(({ key, url }) => (
              <li key={key}>
                <Link href={url} {...newTabProps}>
                  {intl.formatMessage(linkHelp[key].title)}
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

async function showGettingStarted(intl: IntlShape) {
  try {
    await fetchJson(apiPaths.dashboardGettingStarted, {
      method: 'PUT',
      body: JSON.stringify({ hidden: false }),
    })
    showToast({ message: intl.formatMessage(messages.checklistShown) })
  } catch (caught) {
    showToast({ severity: 'error', message: (caught as Error).message })
  }
}

/**
 * Where the configurable links lead until an operator sets them: for an administrator, what each is
 * for and how to set it; for anyone else, the links that are set.
 */
export function Component() {
  const intl = useIntl()
  const config = usePublicConfig()
  if (!seesConfiguration(useKnownMe().data?.role)) return <LinksOfThisInstance />
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/help'])}</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard title={intl.formatMessage(messages.configurable)}>
          <Typography>{intl.formatMessage(messages.configurableText)}</Typography>
        </MainCard>
        <MainCard title={intl.formatMessage(messages.gettingStarted)}>
          <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
            <Typography>{intl.formatMessage(messages.gettingStartedText)}</Typography>
            <Button variant="outlined" onClick={() => void showGettingStarted(intl)}>
              {intl.formatMessage(messages.showChecklist)}
            </Button>
          </Stack>
        </MainCard>
        {linkKeys.map((key) => {
          const url = config?.links[key] ?? null
          return (
            <MainCard
              key={key}
              id={helpAnchors[key]}
              title={intl.formatMessage(linkHelp[key].title)}
              titleComponent="h2"
              sx={{ scrollMarginTop: 80 }}
            >
              <Stack sx={{ gap: 1 }}>
                <Typography>{intl.formatMessage(linkHelp[key].purpose)}</Typography>
                <Typography>
                  <FormattedMessage
                    id="help.link.set-with"
                    defaultMessage="Set it with <code>{name}</code>, for example <code>{example}</code>."
                    values={{
                      name: linkEnvNames[key],
                      example: `${linkEnvNames[key]}=https://example.com/${key}`,
                      code: (chunks) => <code>{chunks}</code>,
                    }}
                  />
                </Typography>
                <Typography color="textSecondary">
                  {url ? (
                    <FormattedMessage
                      id="help.link.set-to"
                      defaultMessage="Set on this instance to <link>{url}</link>."
                      values={{
                        url,
                        link: (chunks) => (
                          <Link href={url} {...newTabProps}>
                            {chunks}
                            <NewTabHint />
                          </Link>
                        ),
                      }}
                    />
                  ) : (
                    intl.formatMessage(messages.notSet)
                  )}
                </Typography>
                {key === 'pro' && (
                  <Typography>
                    <FormattedMessage
                      id="help.link.promo"
                      defaultMessage="The card''s texts come from <code>PROMO_TITLE</code> and <code>PROMO_SUBTITLE</code>; <code>PROMO_CARD=false</code> hides it{isHidden, select, yes { (it is hidden here)} other {}}."
                      values={{
                        isHidden: config && !config.promo.enabled ? 'yes' : 'no',
                        code: (chunks) => <code>{chunks}</code>,
                      }}
                    />
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
