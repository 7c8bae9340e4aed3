import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
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
  /** What the field shows before anything is typed (see useIntentForm). */
  defaultValue?: string
}

/**
 * A text field of the sign-in screens, its label above the box as in the reference design. It takes
 * a react-hook-form registration as props: `<AuthTextField label="Email" {...register('email')} />`.
 * Built from the parts MUI's TextField renders (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) without TextField itself, whose module brings Select, Menu and Popover into every
 * form's first load (~20 kB gzip, issue 9). The helper text describes the input (aria-describedby)
 * and an error sets aria-invalid, as with TextField.
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
  defaultValue,
}: AuthTextFieldProps) {
  const id = useId()
  const helper = error ?? helperText
  const helperId = helper ? `${id}-helper-text` : null
  const description = [helperId, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} variant="outlined">
      <InputLabel
        htmlFor={id}
        id={`${id}-label`}
        shrink
        sx={{ position: 'static', transform: 'none', mb: 1, color: 'text.secondary', fontSize: '0.875rem' }}
      >
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputRef={ref}
        defaultValue={defaultValue}
        onChange={onChange}
        onBlur={onBlur}
        multiline={multiline}
        minRows={minRows}
        notched={false}
        endAdornment={endAdornment}
        aria-describedby={description}
        inputProps={{ inputMode, spellCheck }}
      />
      {helper && <FormHelperText id={helperId ?? undefined}>{helper}</FormHelperText>}
    </FormControl>
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
