import TextField from '@mui/material/TextField'
import { type ReactNode, useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

export type AuthTextFieldProps = UseFormRegisterReturn & {
  label: string
  autoComplete: string
  type?: 'text' | 'email' | 'password' | 'url'
  /** The field's error message: shown in place of the helper text and linked to the input. */
  error?: string | undefined
  helperText?: ReactNode
  endAdornment?: ReactNode
  /** Ids of more elements that describe the input (a strength meter...). */
  describedBy?: string
  inputMode?: 'text' | 'email' | 'url'
  spellCheck?: boolean
  /** A textarea that grows with its text, from minRows lines. */
  multiline?: boolean
  minRows?: number
}

/**
 * A text field of the sign-in screens, its label above the box as in the reference design. It takes
 * a react-hook-form registration as props: `<AuthTextField label="Email" {...register('email')} />`.
 * MUI links the helper text to the input with aria-describedby and sets aria-invalid on error.
 */
export function AuthTextField({
  label,
  autoComplete,
  type = 'text',
  error,
  helperText,
  endAdornment,
  describedBy,
  inputMode,
  spellCheck,
  multiline,
  minRows,
  ref,
  name,
  onChange,
  onBlur,
  disabled,
}: AuthTextFieldProps) {
  const id = useId()
  // MUI links the helper text itself; an extra description has to repeat that link.
  const helperId = error || helperText ? `${id}-helper-text` : null
  const extraDescription = describedBy
    ? { 'aria-describedby': [helperId, describedBy].filter(Boolean).join(' ') }
    : {}
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      inputRef={ref}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      multiline={multiline}
      minRows={minRows}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{
        inputLabel: {
          shrink: true,
          sx: { position: 'static', transform: 'none', mb: 1, color: 'text.secondary', fontSize: '0.875rem' },
        },
        input: { notched: false, endAdornment },
        htmlInput: { ...extraDescription, inputMode, spellCheck },
      }}
    />
  )
}

/** The email field every auth screen has: same label, type and hints to the browser. */
export function EmailField(props: UseFormRegisterReturn & { error?: string | undefined }) {
  return (
    <AuthTextField
      label="Email address"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  )
}
