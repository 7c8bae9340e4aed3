import { useTheme } from '@mui/material/styles'
import { DayChart } from './day-chart.tsx'

// The dashboard's charts, drawn by Foyer in SVG (decision 008). They are drawings only,
// out of the keyboard's way: the numbers reach screen readers through the tables beside them.

export function SignInsChart({ days }: { days: { day: string; signIns: number; failed: number }[] }) {
  const theme = useTheme()
  return (
    <DayChart
      kind="line"
      hasLegend
      days={days.map((day) => day.day)}
      series={[
        { label: 'Sign-ins', color: theme.vars.palette.primary.main, values: days.map((day) => day.signIns) },
        {
          label: 'Failed sign-ins',
          color: theme.vars.palette.error.main,
          values: days.map((day) => day.failed),
        },
      ]}
    />
  )
}

export function RegistrationsChart({ days }: { days: { day: string; count: number }[] }) {
  const theme = useTheme()
  return (
    <DayChart
      kind="bar"
      days={days.map((day) => day.day)}
      series={[
        {
          label: 'New accounts',
          color: theme.vars.palette.primary.main,
          values: days.map((day) => day.count),
        },
      ]}
    />
  )
}
