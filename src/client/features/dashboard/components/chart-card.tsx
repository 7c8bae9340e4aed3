import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { type ReactNode, useId } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { formatDay } from '#client/lib/format.ts'

const messages = defineMessages({
  day: { id: 'dashboard.chart.day', defaultMessage: 'Day' },
})
const tableCaption = defineMessage<{ title: string }>({
  id: 'dashboard.chart.table-caption',
  defaultMessage: '{title}, per day',
})

export type ChartColumn<Row> = { header: string; value: (row: Row) => number }

/**
 * A chart in a card: a heading, a sentence that sums it up, the drawing (hidden from
 * screen readers) and the same numbers as a visually hidden table. A series with nothing in it
 * shows the sentence and what the chart will show: an empty drawing says nothing more.
 */
export function ChartCard<Row extends { day: string }>({
  title,
  summary,
  rows,
  columns,
  isEmpty,
  emptyText,
  chart,
}: {
  title: string
  summary: string
  rows: Row[]
  columns: ChartColumn<Row>[]
  isEmpty: boolean
  /** What the chart will show, and when: an empty card explains itself. */
  emptyText: string
  chart: ReactNode
}) {
  const summaryId = useId()
  const intl = useIntl()
  return (
    <MainCard title={title} sx={{ height: '100%' }}>
      <Box component="figure" aria-label={title} aria-describedby={summaryId} sx={{ m: 0 }}>
        <Typography id={summaryId} component="figcaption" color="textSecondary">
          {summary}
        </Typography>
        {isEmpty && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {emptyText}
          </Typography>
        )}
        {!isEmpty && (
          <>
            <Box aria-hidden="true" sx={{ mt: 1 }}>
              {chart}
            </Box>
            <Box component="table" sx={visuallyHidden}>
              <caption>{intl.formatMessage(tableCaption, { title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.day)}</th>
                  {columns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{formatDay(row.day)}</th>
                    {columns.map((column) => (
                      <td key={column.header}>{column.value(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </>
        )}
      </Box>
    </MainCard>
  )
}
