import { styled } from '@mui/material/styles'
import { defineMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { HOME_PATH } from '#shared/auth-rules.ts'
import { LogoIcon } from './logo-icon.tsx'
import { LogoMain } from './logo-main.tsx'

/** Where the logo leads unless told otherwise. */
export const LOGO_DEFAULT_TARGET = HOME_PATH

// A router link around the logo, not text: none of MUI's Link look (colour, underline) applies.
const LogoLink = styled(Link, { name: 'FoyerLogoLink', slot: 'Root' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.primary.main,
  textDecoration: 'none',
}))

type LogoSectionProps = {
  /** The icon-only form, for the collapsed sidebar. */
  isIcon?: boolean
  to?: string
}

const home = defineMessage({ id: 'components.logo.home', defaultMessage: 'Foyer home' })

export function LogoSection({ isIcon = false, to }: LogoSectionProps) {
  const intl = useIntl()
  return (
    <LogoLink to={to ?? LOGO_DEFAULT_TARGET} aria-label={intl.formatMessage(home)}>
      {isIcon ? (
        <span data-testid="logo-icon" style={{ display: 'inline-flex' }}>
          <LogoIcon />
        </span>
      ) : (
        <span data-testid="logo-main" style={{ display: 'inline-flex' }}>
          <LogoMain />
        </span>
      )}
    </LogoLink>
  )
}
