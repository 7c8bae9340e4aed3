import { type ReactNode, useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { HelperText } from '#client/components/helper-text.tsx'
import './auth-text-field.css'

/** What the field gives its control: its id, name, description and state. */
export type ControlProps = {
  id: string
  name: string
  autoComplete: string
  defaultValue: string | undefined
  disabled: boolean | undefined
  onBlur: UseFormRegisterReturn['onBlur']
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  spellCheck: boolean | undefined
  inputMode: 'text' | 'email' | 'url' | undefined
}

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
  /** Draws the control in place of the input (AuthTextArea's textarea). */
  renderControl?: (control: ControlProps) => ReactNode
  /** What the field shows before anything is typed (see useIntentForm). */
  defaultValue?: string
}

// MUI's outlined TextField as the account forms use it, drawn by auth-text-field.css without the
// modules of FormControl, InputLabel, OutlinedInput and FormHelperText: they cost a form page ~9 kB of
// gzip. The class names are MUI's, so that what finds or styles MUI's fields finds these.

/**
 * A text field of the account forms, its label above the box as in the reference design. It takes
 * a react-hook-form registration as props: `<AuthTextField label="Email" {...register('email')} />`.
 * The helper text describes the input (aria-describedby) and an error sets aria-invalid, as with
 * MUI's TextField.
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
  renderControl,
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
  const isInvalid = Boolean(error)
  // The label and box follow focus as MUI's FormControl does.
  const [isFocused, setIsFocused] = useState(false)
  const states = [isFocused && 'Mui-focused', isInvalid && 'Mui-error', disabled && 'Mui-disabled']
    .filter(Boolean)
    .join(' ')
  const control: ControlProps = {
    id,
    name,
    autoComplete,
    defaultValue,
    disabled,
    onBlur,
    'aria-invalid': isInvalid,
    'aria-describedby': description,
    spellCheck,
    inputMode,
  }
  return (
    <div className={`foyer-field MuiFormControl-root MuiFormControl-fullWidth ${states}`}>
      <label
        htmlFor={id}
        id={`${id}-label`}
        className={`foyer-field-label MuiFormLabel-root MuiInputLabel-root ${states}`}
      >
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the focus of the input inside, which bubbles, as MUI's InputBase follows it; the box itself takes none. */}
      <div
        className={[
          'foyer-field-box MuiInputBase-root MuiOutlinedInput-root',
          states,
          endAdornment && 'MuiInputBase-adornedEnd',
          renderControl && 'MuiInputBase-multiline',
        ]
          .filter(Boolean)
          .join(' ')}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
      >
        {renderControl ? (
          renderControl(control)
        ) : (
          <input
            {...control}
            ref={ref}
            type={type}
            className="MuiInputBase-input MuiOutlinedInput-input"
            onChange={onChange}
          />
        )}
        {endAdornment && <div className="foyer-field-adornment MuiInputAdornment-root">{endAdornment}</div>}
        <fieldset aria-hidden className="foyer-field-outline MuiOutlinedInput-notchedOutline">
          <legend>
            <span className="notranslate">&#8203;</span>
          </legend>
        </fieldset>
      </div>
      {helper && (
        <HelperText id={helperId ?? undefined} className={`MuiFormHelperText-root ${states}`}>
          {helper}
        </HelperText>
      )}
    </div>
  )
}
