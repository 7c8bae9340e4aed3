import { styled } from '@mui/material/styles'
import { defineMessage, useIntl } from 'react-intl'
import { MAIN_CONTENT_ID } from '#shared/constants.ts'

// MUI has no skip link; named so that the theme's overrides reach it.
const Anchor = styled('a', { name: 'FoyerSkipLink', slot: 'Root' })(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.primary.dark,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}))

const skip = defineMessage({ id: 'components.skip-link.label', defaultMessage: 'Skip to main content' })

/** The first focusable element of every page: jumps past the navigation. */
export function SkipLink() {
  const intl = useIntl()
  return <Anchor href={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage(skip)}</Anchor>
}
