import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessage, defineMessages, type MessageTag, useIntl } from 'react-intl'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { useHistory } from '#client/features/account/api/account-api.ts'
import { HistoryTable } from '#client/features/account/components/history-table.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { DEFAULT_PAGE_LIMIT } from '#shared/history-rules.ts'

const messages = defineMessages({
  card: { id: 'account-pages.history.card', defaultMessage: 'Security history' },
  loading: { id: 'account-pages.history.loading', defaultMessage: 'Loading your history' },
  notLoaded: { id: 'account-pages.history.not-loaded', defaultMessage: 'Your history could not be loaded.' },
  empty: { id: 'account-pages.history.empty', defaultMessage: 'Nothing has happened on your account yet.' },
  firstPage: { id: 'account-pages.history.first-page', defaultMessage: 'Go to the first page' },
})
const intro = defineMessage<{ link: MessageTag }>({
  id: 'account-pages.history.intro',
  defaultMessage:
    'Sign-ins, sign-outs and changes to your account, with the device and network address they came from. If something here was not you, change your password and revoke your other sessions in <link>Account Settings</link>.',
})
const pastTheEnd = defineMessage<{ page: number; lastPage: number }>({
  id: 'account-pages.history.past-the-end',
  defaultMessage:
    'There is no page {page}: your history has {lastPage, plural, one {{lastPage} page} other {{lastPage} pages}}.',
})

/** The page of the address (?page=), counted from 1; anything else is the first page. */
function pageFromSearch(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** History: the security events of the person's account, newest first, a page at a time. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams()
  const page = pageFromSearch(searchParams.get('page'))
  const { data, error, isLoading, isValidating, mutate } = useHistory(page, DEFAULT_PAGE_LIMIT)
  const intl = useIntl()
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1
  // keepPreviousData shows the last page while the next one loads.
  const isShowingOtherPage = data !== undefined && data.page !== page
  const isPastTheEnd = data !== undefined && !isShowingOtherPage && data.total > 0 && page > lastPage

  const goTo = (next: number) => {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous)
      if (next <= 1) params.delete('page')
      else params.set('page', String(next))
      return params
    })
  }

  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/account/history'])}</PageTitle>
      <MainCard title={intl.formatMessage(messages.card)} content={false}>
        <Typography color="textSecondary" sx={{ px: 2.5, pt: 2, pb: 1 }}>
          {intl.formatMessage(intro, {
            link: (chunks) => <TextLink to="/account/settings">{chunks}</TextLink>,
          })}
        </Typography>
        {isLoading && !data && (
          <Box role="status" aria-label={intl.formatMessage(messages.loading)} sx={{ p: 2.5 }}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="text" height={40} />
            ))}
          </Box>
        )}
        {error && !data && (
          <Box sx={{ p: 2.5 }}>
            <LoadError
              what={intl.formatMessage(messages.notLoaded)}
              error={error}
              onRetry={() => void mutate()}
              isRetrying={isValidating}
            />
          </Box>
        )}
        {data && data.total === 0 && (
          <Typography sx={{ px: 2.5, pb: 2.5 }}>{intl.formatMessage(messages.empty)}</Typography>
        )}
        {isPastTheEnd && (
          <Stack sx={{ px: 2.5, pb: 2.5, gap: 1, alignItems: 'flex-start' }}>
            <Typography>{intl.formatMessage(pastTheEnd, { page, lastPage })}</Typography>
            <Button component={RouterLink} to={{ search: '' }}>
              {intl.formatMessage(messages.firstPage)}
            </Button>
          </Stack>
        )}
        {data && data.total > 0 && !isPastTheEnd && (
          <HistoryTable history={data} page={page} onPageChange={goTo} isBusy={isShowingOtherPage} />
        )}
      </MainCard>
    </>
  )
}
