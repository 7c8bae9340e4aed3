import { useTheme } from '@mui/material/styles'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { formatDay } from '#client/lib/format.ts'
import { CHART_HEIGHT } from './chart-card.tsx'

// The dashboard's charts (issue 6). This is the only module that imports @mui/x-charts, and it is
// loaded with React.lazy, so the charts library stays out of the dashboard's first chunk. The charts
// are drawings only, out of the keyboard's way: the numbers reach screen readers through the tables
// beside them.

export function SignInsChart({ days }: { days: { day: string; signIns: number; failed: number }[] }) {
  const theme = useTheme()
  return (
    <LineChart
      height={CHART_HEIGHT}
      skipAnimation
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'point', data: days.map((day) => formatDay(day.day)) }]}
      yAxis={[{ tickMinStep: 1, min: 0 }]}
      series={[
        {
          data: days.map((day) => day.signIns),
          label: 'Sign-ins',
          color: theme.palette.primary.main,
          showMark: false,
        },
        {
          data: days.map((day) => day.failed),
          label: 'Failed sign-ins',
          color: theme.palette.error.main,
          showMark: false,
        },
      ]}
      grid={{ horizontal: true }}
    />
  )
}

export function RegistrationsChart({ days }: { days: { day: string; count: number }[] }) {
  const theme = useTheme()
  return (
    <BarChart
      height={CHART_HEIGHT}
      skipAnimation
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: days.map((day) => formatDay(day.day)) }]}
      yAxis={[{ tickMinStep: 1, min: 0 }]}
      series={[
        { data: days.map((day) => day.count), label: 'New accounts', color: theme.palette.primary.main },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  )
}
