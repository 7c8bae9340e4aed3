import { styled } from '@mui/material/styles'
import { useId } from 'react'
import { Glyph } from './table-pagination.tsx'

// The rows-per-page choice of a TablePagination (table-pagination.tsx), as MUI draws its native
// select: apart, so that the pages whose tables have one size (history) do not load it.

const SelectBox = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  marginLeft: 8,
  marginRight: 32,
  '& select': {
    font: 'inherit',
    fontSize: 'inherit',
    letterSpacing: 'inherit',
    color: 'inherit',
    lineHeight: '1.4375em',
    height: '1.4375em',
    boxSizing: 'content-box',
    padding: '4px 24px 5px 8px',
    margin: 0,
    border: 0,
    borderRadius: 0,
    background: 'none',
    appearance: 'none',
    cursor: 'pointer',
    textAlign: 'right',
    textAlignLast: 'right',
    '&:focus': { outline: 0, backgroundColor: theme.palette.action.focus },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'default', color: theme.palette.text.disabled },
  },
  '& svg': {
    position: 'absolute',
    right: 0,
    top: 'calc(50% - 0.5em)',
    fontSize: theme.typography.pxToRem(24),
    color: theme.palette.action.active,
    pointerEvents: 'none',
  },
}))

/** "Rows per page:" and its native select, named by that text. */
export function RowsPerPage({
  options,
  value,
  onChange,
}: {
  options: readonly number[]
  value: number
  onChange: (rowsPerPage: number) => void
}) {
  const labelId = useId()
  return (
    <>
      <p id={labelId}>Rows per page:</p>
      <SelectBox>
        <select
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Glyph d="M7 10l5 5 5-5z" />
      </SelectBox>
    </>
  )
}
