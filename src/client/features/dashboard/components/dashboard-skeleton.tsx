import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import { defineMessage, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { cardTitles } from '../lib/card-titles.ts'
import { CHART_HEIGHT } from './day-chart.tsx'
import { FigureCardSkeleton } from './figure-card.tsx'

const loading = defineMessage({ id: 'dashboard.loading', defaultMessage: 'Loading the figures' })

/** 0 to count - 1: placeholders that stand for the same places at every render. */
const numbers = (count: number) => [...Array(count).keys()]

function ChartCardSkeleton({ title, hasLegend = false }: { title: string; hasLegend?: boolean }) {
  return (
    <MainCard title={title} sx={{ height: '100%' }}>
      <Skeleton variant="text" width="70%" />
      {hasLegend && <Skeleton variant="text" width="40%" sx={{ mt: 1 }} />}
      <Skeleton variant="rounded" height={CHART_HEIGHT} sx={{ mt: 1 }} />
    </MainCard>
  )
}

function ListCardSkeleton({ title, rows }: { title: string; rows: number }) {
  return (
    <MainCard title={title} sx={{ height: '100%' }}>
      {numbers(rows).map((row) => (
        <Skeleton key={row} variant="text" height={44} />
      ))}
    </MainCard>
  )
}

/**
 * The dashboard while its figures load, in the shape they will have (the instance's for those who
 * see them, one's own for the others): the cards are where they will be, and nothing jumps.
 */
export function DashboardSkeleton({ isInstance }: { isInstance: boolean }) {
  const intl = useIntl()
  const figures = isInstance ? 4 : 2
  return (
    <Grid size={12} role="status" aria-label={intl.formatMessage(loading)}>
      <Grid container spacing={3}>
        {numbers(figures).map((card) => (
          <Grid key={card} size={{ xs: 12, sm: 6, lg: 3 }}>
            <FigureCardSkeleton />
          </Grid>
        ))}
        {isInstance ? (
          <>
            <Grid size={{ xs: 12, lg: 7 }}>
              <ChartCardSkeleton title={intl.formatMessage(cardTitles.signIns)} hasLegend />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <ChartCardSkeleton title={intl.formatMessage(cardTitles.registrations)} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ListCardSkeleton title={intl.formatMessage(cardTitles.latestEvents)} rows={8} />
            </Grid>
          </>
        ) : (
          <>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ListCardSkeleton title={intl.formatMessage(cardTitles.profile)} rows={3} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ListCardSkeleton title={intl.formatMessage(cardTitles.recentSignIns)} rows={5} />
            </Grid>
          </>
        )}
      </Grid>
    </Grid>
  )
}
