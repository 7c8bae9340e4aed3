import Box, { type BoxProps } from '@mui/material/Box'
import type { Breakpoint } from '@mui/material/styles'

// The page layouts' 12-column grid as CSS grid on a Box, with the part of MUI's Grid API that Foyer
// uses (`container`, `spacing`, `size`). MUI's Grid computes its columns in JavaScript and cost
// ~2 kB of gzip on the first load of every page that lays out cards.

type Size = number | Partial<Record<Breakpoint, number>>

type GridProps = BoxProps & {
  /** Lays out its children on 12 columns. */
  container?: boolean
  /** The gap between rows and columns, in theme spacing units. */
  spacing?: number
  /** How many of its container's 12 columns this item spans, at every width or from a breakpoint up. */
  size?: Size
}

const span = (columns: number) => `span ${columns} / span ${columns}`

function gridColumn(size: Size): string | Partial<Record<Breakpoint, string>> {
  if (typeof size === 'number') return span(size)
  const columns: Partial<Record<Breakpoint, string>> = {}
  for (const [breakpoint, value] of Object.entries(size) as [Breakpoint, number][])
    columns[breakpoint] = span(value)
  return columns
}

export function Grid({ container = false, spacing = 0, size, sx, ...props }: GridProps) {
  return (
    <Box
      {...props}
      sx={[
        container && {
          display: 'grid',
          gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
          gap: spacing,
        },
        size !== undefined && { gridColumn: gridColumn(size), minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}
