import { styled } from '@mui/material/styles'
import { forwardPropsExcept } from '#client/components/forward-props.ts'

// A short status word ("Verified", "This device", the plan's name) with the look of MUI's Chip under
// Foyer's theme (filled or outlined, small or medium; outlined colours write in the dark shade),
// without its module and the SVG icon machinery it brings: Chip cost a page 3.5 kB of gzip.
// Nothing here is clickable or deletable; a control that is one is a button.

export type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'error'

type Look = { color: TagColor; variant: 'filled' | 'outlined'; size: 'small' | 'medium'; isBold: boolean }

const TagRoot = styled('span', {
  shouldForwardProp: forwardPropsExcept('color', 'variant', 'size', 'isBold'),
})<Look>(({ theme, color, variant, size, isBold }) => {
  const isOutlined = variant === 'outlined'
  const palette = color === 'default' ? null : theme.palette[color]
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: size === 'small' ? 24 : 32,
    padding: 0,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: isBold ? 600 : theme.typography.fontWeightMedium,
    lineHeight: 1.5,
    borderRadius: theme.shape.borderRadius,
    ...(isOutlined
      ? {
          color: palette ? palette.dark : theme.palette.text.primary,
          backgroundColor: 'transparent',
          border: `1px solid ${palette ? palette.main : theme.palette.grey[400]}`,
        }
      : {
          color: palette ? palette.contrastText : theme.palette.text.primary,
          backgroundColor: palette ? palette.main : theme.palette.action.selected,
          border: 0,
        }),
    '& > span': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingInline: (size === 'small' ? 8 : 12) - (isOutlined ? 1 : 0),
    },
  }
})

export function Tag({
  label,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  isBold = false,
}: {
  label: string
  color?: TagColor
  variant?: 'filled' | 'outlined'
  size?: 'small' | 'medium'
  isBold?: boolean
}) {
  return (
    <TagRoot color={color} variant={variant} size={size} isBold={isBold}>
      <span>{label}</span>
    </TagRoot>
  )
}
