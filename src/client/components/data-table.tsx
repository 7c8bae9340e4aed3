import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import type { SxProps, Theme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import type { ReactNode } from 'react'
import { useIsPhone } from '#client/lib/use-is-phone.ts'
import { BusyLine } from './busy-line.tsx'

// The app's lists of records (people, the audit log, a person's history) as one component: a table
// from the small breakpoint up, and below it, where a table's columns would run off a phone's
// screen, a list of cards: each record's title with its actions beside it, then its other fields
// by name. Nothing scrolls sideways on a phone.

export type DataColumn<Row> = {
  id: string
  /** The column's heading in the table: its name, or a sort control. */
  header: ReactNode
  /** The field's name on a card (and the heading's text when `header` is a control). */
  label: string
  cell: (row: Row) => ReactNode
  align?: 'right'
  /** The heading's aria-sort, when the list is sorted by this column. */
  sort?: 'ascending' | 'descending'
  /** The record's own name (the row's header cell): a card's title. */
  isTitle?: boolean
  /** What can be done to the record (a menu button): beside a card's title, its name unseen. */
  isAction?: boolean
  /** Styles of the column's cells in the table. */
  cellSx?: SxProps<Theme>
}

type DataTableProps<Row> = {
  rows: readonly Row[]
  rowKey: (row: Row) => string
  columns: readonly DataColumn<Row>[]
  /** What the list holds, for screen readers ("The people of this instance"). */
  caption: string
  /** The list's name (the table's scrolling region, or the list of cards). */
  label: string
  /** The table's width below which it scrolls sideways (between the small breakpoint and it). */
  minWidth: number
  size?: 'small' | 'medium'
  /** Rows light up under the pointer. */
  hover?: boolean
  /** A new page, sort or filter is loading: the rows are still the previous ones. */
  isBusy?: boolean
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const isPhone = useIsPhone()
  return (
    <>
      {/* While another page or filter loads, the rows shown stay. */}
      <BusyLine isBusy={props.isBusy ?? false} />
      {isPhone ? <CardList {...props} /> : <WideTable {...props} />}
    </>
  )
}

function WideTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  label,
  minWidth,
  size,
  hover = false,
  isBusy = false,
}: DataTableProps<Row>) {
  return (
    // Narrower than the table, it scrolls sideways: the region takes focus so keyboards can scroll it.
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table aria-busy={isBusy} size={size} sx={{ minWidth }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} scope="col" align={column.align} aria-sort={column.sort}>
                {column.isAction ? (
                  <Box component="span" sx={visuallyHidden}>
                    {column.label}
                  </Box>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={hover}>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={column.cellSx}
                  {...(column.isTitle ? { component: 'th', scope: 'row' } : {})}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function CardList<Row>({ rows, rowKey, columns, caption, label, isBusy = false }: DataTableProps<Row>) {
  const title = columns.find((column) => column.isTitle)
  const actions = columns.filter((column) => column.isAction)
  const fields = columns.filter((column) => !column.isTitle && !column.isAction)
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography sx={visuallyHidden}>{caption}</Typography>
      <Stack
        component="ul"
        aria-label={label}
        aria-busy={isBusy}
        sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" variant="outlined">
            <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
              {(title || actions.length > 0) && (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <Typography
                    component="div"
                    variant="subtitle1"
                    sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {title?.cell(row)}
                  </Typography>
                  {actions.map((column) => (
                    <Box key={column.id} sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}>
                      {column.cell(row)}
                    </Box>
                  ))}
                </Stack>
              )}
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(96px, auto) 1fr',
                  columnGap: 2,
                  rowGap: 1,
                  alignItems: 'baseline',
                  m: 0,
                  mt: title ? 1.5 : 0,
                }}
              >
                {fields.map((column) => (
                  <Box key={column.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="textSecondary">
                      {column.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {column.cell(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  )
}
