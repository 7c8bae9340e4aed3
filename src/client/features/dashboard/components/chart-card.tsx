import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { Component, type ReactNode, Suspense, useId } from 'react'
import { MainCard } from '#client/components/main-card.tsx'
import { formatDay } from '#client/lib/format.ts'

/** The height of the dashboard's charts (and of their placeholders while they load). */
export const CHART_HEIGHT = 280

/** A chart whose module did not load says so; the summary and the table beside it stay. */
class ChartBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  render() {
    if (this.state.hasFailed)
      return (
        <Alert severity="warning" sx={{ mt: 2 }}>
          The chart could not be loaded. Reload the page to try again.
        </Alert>
      )
    return this.props.children
  }
}

export type ChartColumn<Row> = { header: string; value: (row: Row) => number }

/**
 * A chart in a card (issue 6): a heading, a sentence that sums it up, the drawing (hidden from
 * screen readers, loaded on demand) and the same numbers as a visually hidden table. A series
 * with nothing in it shows only the sentence: an empty drawing says nothing more.
 */
export function ChartCard<Row extends { day: string }>({
  title,
  summary,
  rows,
  columns,
  isEmpty,
  chart,
}: {
  title: string
  summary: string
  rows: Row[]
  columns: ChartColumn<Row>[]
  isEmpty: boolean
  chart: ReactNode
}) {
  const summaryId = useId()
  return (
    <MainCard title={title} sx={{ height: '100%' }}>
      <Box component="figure" aria-label={title} aria-describedby={summaryId} sx={{ m: 0 }}>
        <Typography id={summaryId} component="figcaption" color="text.secondary">
          {summary}
        </Typography>
        {!isEmpty && (
          <>
            <Box aria-hidden="true" sx={{ mt: 1 }}>
              <ChartBoundary>
                <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>{chart}</Suspense>
              </ChartBoundary>
            </Box>
            <Box component="table" sx={visuallyHidden}>
              <caption>{title}, per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
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
