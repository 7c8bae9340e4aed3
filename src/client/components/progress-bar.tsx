import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'
import type { AriaAttributes } from 'react'
import type { PaletteColorName } from '#client/theme/palette.ts'

// Progress bars drawn with a Box: MUI's LinearProgress (1.7 kB of gzip on every page's first load,
// issue 9) did the same with two animated bars and a buffer Foyer does not use.

const HEIGHT = 4

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

const track = { position: 'relative', overflow: 'hidden', bgcolor: 'primary.lighter' } as const

/**
 * A bar that fills to `value` (0–100) in a colour of the palette, as a progressbar with its value
 * for assistive technology.
 */
export function ProgressBar({
  value,
  height = HEIGHT,
  color = 'primary',
  ...aria
}: { value: number; height?: number; color?: PaletteColorName } & Pick<
  AriaAttributes,
  'aria-label' | 'aria-labelledby' | 'aria-valuetext'
>) {
  const clamped = Math.min(100, Math.max(0, value))
  return (
    <Box
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      {...aria}
      sx={{ ...track, bgcolor: `${color}.lighter`, height, borderRadius: height / 2 }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${clamped}%`,
          bgcolor: `${color}.main`,
          borderRadius: 'inherit',
          transition: (theme) => theme.transitions.create(['width', 'background-color']),
        }}
      />
    </Box>
  )
}

/** A bar for work of unknown length: a segment sliding across (still, with reduced motion). */
export function IndeterminateProgressBar({ label, testId }: { label: string; testId?: string }) {
  return (
    <Box role="progressbar" aria-label={label} data-testid={testId} sx={{ ...track, height: HEIGHT }}>
      <Box
        sx={{
          height: '100%',
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
        }}
      />
    </Box>
  )
}
