import { type SxProps, styled, type Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { isValidElement, type ReactNode } from 'react'
import { MODAL_CARD_MAX_WIDTH, MODAL_CARD_VIEWPORT_GAP } from '#shared/constants.ts'
import { Divider } from './divider.tsx'

// The card as MUI's Card draws at elevation 0 (Paper's background, colour and shadow transition,
// hidden overflow) and its content's padding, without the Card, Paper and CardContent modules.
const Card = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  transition: theme.transitions.create('box-shadow'),
  overflow: 'hidden',
}))
const CardContent = styled('div')({ padding: 20 })
/** The card's class, for whoever styles or finds cards from outside (MUI's Card classes are gone). */
export const MAIN_CARD_CLASS = 'main-card'

// The header as MUI's CardHeader draws a title and an action, without its module (on every page:
// issue 9), with the card's 20 px padding and the action centred.
const Header = styled('div')({ display: 'flex', alignItems: 'center', padding: 20 })
const HeaderTitle = styled('div')({ flex: '1 1 auto' })
const HeaderAction = styled('div')({ flex: '0 0 auto', alignSelf: 'center', margin: '0 auto' })

/** A string title is a heading; a node stays as it is when it is text already, else it reads as h5. */
function titleOf(title: ReactNode, component: 'h2' | 'h3' | 'h4') {
  if (typeof title === 'string')
    return (
      <Typography variant="h5" component={component}>
        {title}
      </Typography>
    )
  if (isValidElement(title) && title.type === Typography) return title
  return (
    <Typography variant="h5" component="span" sx={{ display: 'block' }}>
      {title}
    </Typography>
  )
}

type MainCardProps = {
  /** A string renders as the card's heading; pass a node for a custom header. */
  title?: ReactNode
  /** The heading level of a string title, so every page keeps one h1 and an ordered outline. */
  titleComponent?: 'h2' | 'h3' | 'h4'
  secondary?: ReactNode
  /** A divider between the header and the content (SPEC: "optional divider"). */
  divider?: boolean
  /** Pad the content; off for tables and lists that run edge to edge. */
  content?: boolean
  /** Modal mode: centred, at most 768 px wide, content at most viewport height minus 200 px, scrolling. */
  modal?: boolean
  children?: ReactNode
  sx?: SxProps<Theme>
  contentSx?: SxProps<Theme>
  id?: string
  'aria-labelledby'?: string
  role?: string
  component?: 'section'
}

/** The bordered card that wraps each block of a page. */
export function MainCard({
  title,
  titleComponent = 'h2',
  secondary,
  divider = true,
  content = true,
  modal = false,
  children,
  sx,
  contentSx,
  component,
  ...rest
}: MainCardProps) {
  return (
    <Card
      {...rest}
      as={component}
      className={MAIN_CARD_CLASS}
      sx={[
        (theme) => ({
          position: 'relative',
          border: '1px solid',
          borderColor: theme.palette.divider,
          borderRadius: 2,
        }),
        modal && {
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          width: { xs: `calc(100% - 32px)`, sm: 'auto' },
          maxWidth: MODAL_CARD_MAX_WIDTH,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {title && (
        <Header>
          <HeaderTitle>{titleOf(title, titleComponent)}</HeaderTitle>
          {secondary && <HeaderAction>{secondary}</HeaderAction>}
        </Header>
      )}
      {title && divider && <Divider />}
      {content ? (
        <CardContent
          sx={[
            modal && { maxHeight: `calc(100vh - ${MODAL_CARD_VIEWPORT_GAP}px)`, overflowY: 'auto' },
            ...(Array.isArray(contentSx) ? contentSx : [contentSx]),
          ]}
        >
          {children}
        </CardContent>
      ) : (
        children
      )}
    </Card>
  )
}
