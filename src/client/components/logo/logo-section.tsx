import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'
import { HOME_PATH } from '#shared/auth-rules.ts'
import { LogoIcon } from './logo-icon.tsx'
import { LogoMain } from './logo-main.tsx'

/** Where the logo leads unless told otherwise (SPEC section 2). */
export const LOGO_DEFAULT_TARGET = HOME_PATH

type LogoSectionProps = {
  /** The icon-only form, for the collapsed sidebar. */
  isIcon?: boolean
  to?: string
}

export function LogoSection({ isIcon = false, to }: LogoSectionProps) {
  return (
    <Link
      component={RouterLink}
      to={to ?? LOGO_DEFAULT_TARGET}
      aria-label="Foyer home"
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', borderRadius: 1 }}
    >
      {isIcon ? (
        <span data-testid="logo-icon" style={{ display: 'inline-flex' }}>
          <LogoIcon />
        </span>
      ) : (
        <span data-testid="logo-main" style={{ display: 'inline-flex' }}>
          <LogoMain />
        </span>
      )}
    </Link>
  )
}
