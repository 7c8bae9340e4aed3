import { keyframes, styled } from '@mui/material/styles'
import type { AriaAttributes } from 'react'
import { forwardPropsExcept } from '#client/components/forward-props.ts'

// The placeholder of what is loading, with the look of MUI's Skeleton (text, rounded or circular,
// pulsing) without its module, which cost every page that loads data 1.3 kB of gzip.

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`

type Variant = 'text' | 'rounded' | 'circular'

const SkeletonRoot = styled('span', { shouldForwardProp: forwardPropsExcept('variant') })<{
  variant: Variant
}>(({ theme, variant }) => {
  const radius = Number(theme.shape.borderRadius)
  return {
    display: 'block',
    backgroundColor: theme.alpha(theme.palette.text.primary, 0.11),
    height: '1.2em',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    ...(variant === 'text' && {
      marginTop: 0,
      marginBottom: 0,
      height: 'auto',
      transformOrigin: '0 55%',
      // A line of text's height, drawn at 60% of it, with corners that stay round once scaled.
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty:before': { content: '"\\00a0"' },
    }),
    ...(variant === 'rounded' && { borderRadius: radius }),
    ...(variant === 'circular' && { borderRadius: '50%' }),
  }
})

export function Skeleton({
  variant = 'text',
  width,
  height,
  sx,
  ...aria
}: {
  variant?: Variant
  width?: number | string
  height?: number | string
  sx?: { mb?: number }
} & Pick<AriaAttributes, 'aria-label' | 'aria-hidden'>) {
  return <SkeletonRoot variant={variant} style={{ width, height }} sx={sx} {...aria} />
}
