import RocketOutlinedIcon from '@ant-design/icons-svg/es/asn/RocketOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { useConfigLink } from '../../layout/use-config-link.ts'

const RocketOutlined = antIcon(RocketOutlinedIcon)

const messages = defineMessages({
  seePlans: { id: 'account-pages.billing.see-plans', defaultMessage: 'See plans' },
  yourPlan: { id: 'account-pages.billing.your-plan', defaultMessage: 'Your plan' },
  loading: { id: 'account-pages.billing.loading', defaultMessage: 'Loading your plan' },
  notLoaded: { id: 'account-pages.billing.not-loaded', defaultMessage: 'Your plan could not be loaded.' },
  currentPlan: { id: 'account-pages.billing.current-plan', defaultMessage: 'Current plan' },
  operatorSetsPlan: {
    id: 'account-pages.billing.operator-sets-plan',
    defaultMessage:
      'The operator of this instance sets the plan. To learn what other plans offer, or to upgrade, see their plans page.',
  },
  payments: { id: 'account-pages.billing.payments', defaultMessage: 'Payments' },
  noPayments: {
    id: 'account-pages.billing.no-payments',
    defaultMessage:
      'Foyer has no payment provider and takes no payments: there are no cards, invoices or receipts to manage here.',
  },
  billedOutside: {
    id: 'account-pages.billing.billed-outside',
    defaultMessage:
      'If the operator of this instance charges for it, they bill you outside Foyer. Ask them about your invoices.',
  },
})

/** "See plans": the operator's Pro page (PRO_URL) in a new tab, or for an administrator the Help section about it. */
function PlansLink() {
  const link = useConfigLink('pro')
  const intl = useIntl()
  const common = { variant: 'contained', startIcon: <RocketOutlined aria-hidden /> } as const
  if (!link) return null
  return link.isExternal ? (
    <Button {...common} href={link.href} {...newTabProps}>
      {intl.formatMessage(messages.seePlans)}
      <NewTabHint />
    </Button>
  ) : (
    <Button {...common} component={RouterLink} to={link.href}>
      {intl.formatMessage(messages.seePlans)}
    </Button>
  )
}

/**
 * Billing: Foyer takes no payments, so this page says so plainly and shows the plan the operator
 * has set (PLAN_NAME), with a link to their Pro page. No invoices, cards or figures are invented.
 */
export function Component() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/account/billing'])}</PageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <MainCard title={intl.formatMessage(messages.yourPlan)} sx={{ height: '100%' }}>
            <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
              {isLoading && (
                <Box role="status" aria-label={intl.formatMessage(messages.loading)}>
                  <Skeleton variant="rounded" width={160} height={32} />
                </Box>
              )}
              {error && !account && (
                <LoadError
                  what={intl.formatMessage(messages.notLoaded)}
                  error={error}
                  onRetry={() => void mutate()}
                  isRetrying={isValidating}
                />
              )}
              {account && (
                <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
                  <Typography color="textSecondary">{intl.formatMessage(messages.currentPlan)}</Typography>
                  <Chip label={account.plan} color="primary" sx={{ fontWeight: 600 }} />
                </Stack>
              )}
              <Typography color="textSecondary">{intl.formatMessage(messages.operatorSetsPlan)}</Typography>
              <PlansLink />
            </Stack>
          </MainCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MainCard title={intl.formatMessage(messages.payments)} sx={{ height: '100%' }}>
            <Stack sx={{ gap: 1.5 }}>
              <Typography>{intl.formatMessage(messages.noPayments)}</Typography>
              <Typography color="textSecondary">{intl.formatMessage(messages.billedOutside)}</Typography>
            </Stack>
          </MainCard>
        </Grid>
      </Grid>
    </>
  )
}
