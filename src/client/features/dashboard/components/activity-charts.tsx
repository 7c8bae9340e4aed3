import { useTheme } from '@mui/material/styles'
import { defineMessages, useIntl } from 'react-intl'
import { DayChart } from './day-chart.tsx'

// The dashboard's charts, drawn by Foyer in SVG (decision 008). They are drawings only,
// out of the keyboard's way: the numbers reach screen readers through the tables beside them.

/** The series' names, in the legends and tooltips here and in the tables beside the charts. */
export const seriesMessages = defineMessages({
  signIns: { id: 'dashboard.series.sign-ins', defaultMessage: 'Sign-ins' },
  failed: { id: 'dashboard.series.failed-sign-ins', defaultMessage: 'Failed sign-ins' },
  newAccounts: { id: 'dashboard.series.new-accounts', defaultMessage: 'New accounts' },
})

export function SignInsChart({ days }: { days: { day: string; signIns: number; failed: number }[] }) {
  const theme = useTheme()
  const intl = useIntl()
  return (
    <DayChart
      kind="line"
      hasLegend
      days={days.map((day) => day.day)}
      series={[
        {
          label: intl.formatMessage(seriesMessages.signIns),
          color: theme.vars.palette.primary.main,
          values: days.map((day) => day.signIns),
        },
        {
          label: intl.formatMessage(seriesMessages.failed),
          color: theme.vars.palette.error.main,
          values: days.map((day) => day.failed),
        },
      ]}
    />
  )
}

export function RegistrationsChart({ days }: { days: { day: string; count: number }[] }) {
  const theme = useTheme()
  const intl = useIntl()
  return (
    <DayChart
      kind="bar"
      days={days.map((day) => day.day)}
      series={[
        {
          label: intl.formatMessage(seriesMessages.newAccounts),
          color: theme.vars.palette.primary.main,
          values: days.map((day) => day.count),
        },
      ]}
    />
  )
}
