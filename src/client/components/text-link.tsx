import { alpha, type CSSObject, type SxProps, styled, type Theme } from '@mui/material/styles'
import type { MouseEventHandler, ReactNode } from 'react'
import { Link } from 'react-router'
import { forwardPropsExcept } from '#client/components/forward-props.ts'
import { newTabProps } from './external-link.tsx'

// A text link with the look of MUI's Link under Foyer's theme (underlined by default, the underline
// 0.15em below the text and 40% of its colour), without its module: the breadcrumbs and the footer
// of every page use it, and MUI's Link (through Typography) cost 1.1 kB of gzip. The
// keyboard focus ring is the global one of css-baseline.ts.

type Look = {
  variant?: 'inherit' | 'caption' | 'h6' | 'subtitle1'
  /** As MUI's Typography and Link spell it. */
  color?: 'primary' | 'textSecondary'
  /** 'always' (the default) unless the context says "link", as in navigation lists (WCAG 1.4.1). */
  underline?: 'always' | 'hover'
}

const forwardProp = forwardPropsExcept('variant', 'color', 'underline')

function look({
  theme,
  variant = 'inherit',
  color = 'primary',
  underline = 'always',
}: Look & { theme: Theme }) {
  const textColor = color === 'primary' ? theme.palette.primary.main : theme.palette.text.secondary
  return {
    ...(variant === 'inherit' ? {} : (theme.typography[variant] as CSSObject)),
    margin: 0,
    color: textColor,
    textUnderlineOffset: '0.15em',
    ...(underline === 'always'
      ? {
          textDecoration: 'underline',
          textDecorationColor: alpha(textColor, 0.4),
          '&:hover': { textDecorationColor: 'inherit' },
        }
      : { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }),
  } satisfies CSSObject
}

const InternalLink = styled(Link, { shouldForwardProp: forwardProp })<Look>(look)
const Anchor = styled('a', { shouldForwardProp: forwardProp })<Look>(look)

type TextLinkProps = Look & {
  children: ReactNode
  sx?: SxProps<Theme>
  onClick?: MouseEventHandler<HTMLAnchorElement>
} & (
    | { to: string; href?: never; newTab?: never }
    | {
        href: string
        to?: never /** Opens in a new tab (say so in the text: NewTabHint). */
        newTab?: boolean
      }
  )

/** A link inside the app (`to`) or to another address (`href`). */
export function TextLink({ to, href, newTab, ...rest }: TextLinkProps) {
  if (to !== undefined) return <InternalLink to={to} {...rest} />
  return <Anchor href={href} {...(newTab ? newTabProps : {})} {...rest} />
}
