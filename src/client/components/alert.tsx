import IconButton from '@mui/material/IconButton'
import { type SxProps, styled, type Theme } from '@mui/material/styles'
import type { ReactNode, Ref } from 'react'
import { forwardPropsExcept } from '#client/components/forward-props.ts'

// A message beside or above a form ("Your profile is saved", an error from the server), with the
// look of MUI's standard Alert under Foyer's theme (the tinted background, the severity's outlined
// icon, the close button), without its module, Paper and the SVG icon machinery they bring: 4 kB of
// gzip on a form page. The class names are MUI's.

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error'

const AlertRoot = styled('div', { shouldForwardProp: forwardPropsExcept('severity') })<{
  severity: AlertSeverity
}>(({ theme, severity }) => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  color: theme.darken(theme.palette[severity].light, 0.6),
  backgroundColor: theme.lighten(theme.palette[severity].light, 0.9),
  '& > .MuiAlert-icon': {
    marginRight: 12,
    padding: '7px 0',
    display: 'flex',
    fontSize: 22,
    opacity: 0.9,
    color: theme.palette[severity].main,
  },
  '& > .MuiAlert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  '& > .MuiAlert-action': {
    display: 'flex',
    alignItems: 'flex-start',
    padding: '4px 0 0 16px',
    marginLeft: 'auto',
    marginRight: -8,
  },
}))

const Svg = styled('svg')(({ theme }) => ({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
}))

// MUI's outlined icons of the four severities and its Close icon (Material Icons, Apache 2.0).
const paths: Record<AlertSeverity | 'close', string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
}

function Icon({ name, fontSize }: { name: keyof typeof paths; fontSize?: string }) {
  return (
    <Svg viewBox="0 0 24 24" focusable="false" aria-hidden="true" sx={{ fontSize }}>
      <path d={paths[name]} />
    </Svg>
  )
}

export type AlertProps = {
  severity: AlertSeverity
  children: ReactNode
  /** 'alert' for an error that interrupts, 'status' for news the person waits for. */
  role?: 'alert' | 'status'
  /** With it, a close button that says `closeText`. */
  onClose?: () => void
  closeText?: string
  tabIndex?: number
  ref?: Ref<HTMLDivElement>
  sx?: SxProps<Theme>
}

export function Alert({
  severity,
  children,
  role = 'alert',
  onClose,
  closeText = 'Close',
  tabIndex,
  ref,
  sx,
}: AlertProps) {
  return (
    <AlertRoot
      ref={ref}
      role={role}
      tabIndex={tabIndex}
      severity={severity}
      sx={sx}
      className={`MuiAlert-root MuiAlert-standard${severity[0]?.toUpperCase()}${severity.slice(1)}`}
    >
      <div className="MuiAlert-icon">
        <Icon name={severity} fontSize="inherit" />
      </div>
      <div className="MuiAlert-message">{children}</div>
      {onClose && (
        <div className="MuiAlert-action">
          <IconButton size="small" aria-label={closeText} title={closeText} color="inherit" onClick={onClose}>
            <Icon name="close" fontSize="1.25rem" />
          </IconButton>
        </div>
      )}
    </AlertRoot>
  )
}
