import type { ComponentProps } from 'react'
import './helper-text.css'

/**
 * MUI's FormHelperText as a field's hint or error draws it, in plain CSS (helper-text.css, issue 9):
 * give it `MuiFormHelperText-root`, and `Mui-error` for the error colour.
 */
export function HelperText({ className, ...props }: ComponentProps<'p'>) {
  return <p className={`foyer-helper-text ${className ?? ''}`} {...props} />
}
