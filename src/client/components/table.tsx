import { styled } from '@mui/material/styles'
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react'
import { forwardPropsExcept } from '#client/components/forward-props.ts'

// Tables with the look of MUI's Table, TableHead, TableBody, TableRow and TableCell under Foyer's
// theme (medium or small cells, the head's weight, rows that highlight on hover), without their
// modules: they cost a page with a table 2.4 kB of gzip. As with MUI's, a cell of the head
// is a <th scope="col"> and a cell of the body a <td>, unless `component="th"` makes it a row header.

type Size = 'small' | 'medium'
const SizeContext = createContext<Size>('medium')
const InHeadContext = createContext(false)

export const TableContainer = styled('div')({ width: '100%', overflowX: 'auto' })

const TableRoot = styled('table')(({ theme }) => ({
  display: 'table',
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& caption': {
    ...theme.typography.body2,
    padding: theme.spacing(2),
    color: theme.palette.text.secondary,
    textAlign: 'left',
    captionSide: 'bottom',
  },
}))

export function Table({ size = 'medium', ...props }: { size?: Size } & ComponentProps<typeof TableRoot>) {
  return (
    <SizeContext value={size}>
      <TableRoot {...props} />
    </SizeContext>
  )
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <InHeadContext value={true}>
      <thead>{children}</thead>
    </InHeadContext>
  )
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody>{children}</tbody>
}

export const TableRow = styled('tr', { shouldForwardProp: forwardPropsExcept('hover') })<{ hover?: boolean }>(
  ({ theme, hover }) => ({
    color: 'inherit',
    display: 'table-row',
    verticalAlign: 'middle',
    outline: 0,
    ...(hover && { '&:hover': { backgroundColor: theme.palette.action.hover } }),
  }),
)

type Look = { isHead: boolean; size: Size; align: 'left' | 'right' }

const CellRoot = styled('td', {
  shouldForwardProp: forwardPropsExcept('isHead', 'size', 'align'),
})<Look>(({ theme, isHead, size, align }) => ({
  ...theme.typography.body2,
  display: 'table-cell',
  verticalAlign: 'inherit',
  borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
  textAlign: align,
  padding: size === 'small' ? '6px 16px' : 16,
  color: theme.palette.text.primary,
  ...(isHead && { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium }),
  ...(align === 'right' && { flexDirection: 'row-reverse' }),
}))

export function TableCell({
  component,
  align = 'left',
  scope,
  ...props
}: { component?: 'th'; align?: 'left' | 'right' } & Omit<
  ComponentProps<typeof CellRoot>,
  keyof Look | 'as'
>) {
  const isHead = useContext(InHeadContext)
  const size = useContext(SizeContext)
  return (
    <CellRoot
      as={isHead ? 'th' : (component ?? 'td')}
      scope={scope ?? (isHead ? 'col' : undefined)}
      isHead={isHead}
      size={size}
      align={align}
      {...props}
    />
  )
}
