import Link, { type LinkProps } from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'

/** MUI's Link drawn as react-router's: a link inside the app. */
export function TextLink(props: LinkProps<typeof RouterLink>) {
  return <Link component={RouterLink} {...props} />
}
