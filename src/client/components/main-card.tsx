import Card, { type CardProps } from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

type MainCardProps = Omit<CardProps, 'title' | 'content'> & {
  /** The card's heading: a string is a heading of `titleComponent`'s level. */
  title?: ReactNode
  /** The heading level of a string title, so every page keeps one h1 and an ordered outline. */
  titleComponent?: 'h2' | 'h3' | 'h4'
  /** What sits at the end of the header: a link or a button. */
  secondary?: ReactNode
  /** A divider between the header and the content. */
  divider?: boolean
  /** Pad the content; off for tables and lists that run edge to edge. */
  content?: boolean
  contentSx?: SxProps<Theme>
  component?: 'section'
}

/** The bordered card that wraps each block of a page: MUI's Card, CardHeader and CardContent. */
export function MainCard({
  title,
  titleComponent = 'h2',
  secondary,
  divider = true,
  content = true,
  contentSx,
  children,
  ...props
}: MainCardProps) {
  return (
    <Card {...props}>
      {title && (
        <CardHeader
          title={title}
          action={secondary}
          slotProps={{ title: { component: typeof title === 'string' ? titleComponent : 'span' } }}
        />
      )}
      {title && divider && <Divider />}
      {content ? <CardContent sx={contentSx}>{children}</CardContent> : children}
    </Card>
  )
}
