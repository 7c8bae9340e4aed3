import { styled } from '@mui/material/styles'
import { type ReactNode, useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { HelperText } from '#client/components/helper-text.tsx'
import { CONTROL_BORDER_COLOR } from '#client/theme/palette.ts'

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

// MUI's outlined TextField as the account forms use it (label above the box, FormControl,
// InputLabel, OutlinedInput and FormHelperText as they draw under Foyer's theme, the theme's
// MuiOutlinedInput override included), without their modules: they cost a form page ~9 kB of gzip
// (issue 9). The class names are MUI's, so that what finds or styles MUI's fields finds these.

const Root = styled('div')({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  width: '100%',
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
})

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'block',
  position: 'static',
  zIndex: 1,
  maxWidth: 'calc(133% - 32px)',
  marginBottom: theme.spacing(1),
  padding: 0,
  fontSize: '0.875rem',
  lineHeight: '1.4375em',
  color: theme.palette.text.secondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  userSelect: 'none',
  cursor: 'default',
  transition: theme.transitions.create(['color', 'transform', 'max-width'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&.Mui-focused': { color: theme.palette.primary.main },
  '&.Mui-error': { color: theme.palette.error.main },
  '&.Mui-disabled': { color: theme.palette.text.disabled },
}))

const outline = '> .MuiOutlinedInput-notchedOutline'

const Box = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  lineHeight: '1.4375em',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  borderRadius: theme.shape.borderRadius,
  cursor: 'text',
  '&.MuiInputBase-adornedEnd': { paddingRight: 14 },
  '&.MuiInputBase-multiline': { padding: '16.5px 14px' },
  // The border identifies the field, so it keeps 3:1 on the surface (WCAG 1.4.11).
  [`& ${outline}`]: { borderColor: CONTROL_BORDER_COLOR },
  [`&.Mui-focused ${outline}`]: { borderColor: theme.palette.primary.main, borderWidth: 2 },
  [`&.Mui-error ${outline}`]: { borderColor: theme.palette.error.main },
  [`&:hover ${outline}`]: { borderColor: theme.palette.text.primary },
  '&.Mui-focused': { boxShadow: theme.customShadows.focus },
  '&.Mui-error.Mui-focused': { boxShadow: `0px 0px 0px 3px ${theme.alpha(theme.palette.error.main, 0.2)}` },
  '&.Mui-disabled': { color: theme.palette.text.disabled, cursor: 'default' },
  [`&.Mui-disabled ${outline}`]: { borderColor: theme.palette.divider },
  '& > input, & > textarea': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '16.5px 14px',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    '&:focus': { outline: 0 },
    '&:invalid': { boxShadow: 'none' },
  },
  '&.MuiInputBase-adornedEnd > input': { paddingRight: 0 },
  '& > textarea': { height: 'auto', padding: 0, resize: 'none' },
}))

const Outline = styled('fieldset')({
  textAlign: 'left',
  position: 'absolute',
  inset: '-5px 0 0',
  margin: 0,
  padding: '0 8px',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: 1,
  overflow: 'hidden',
  minWidth: '0%',
  '& > legend': { float: 'unset', width: 'auto', overflow: 'hidden', padding: 0, lineHeight: '11px' },
})

const Adornment = styled('div')(({ theme }) => ({
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  marginLeft: theme.spacing(1),
  whiteSpace: 'nowrap',
  color: theme.palette.action.active,
}))

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
    <Root className={`MuiFormControl-root MuiFormControl-fullWidth ${states}`}>
      <Label htmlFor={id} id={`${id}-label`} className={`MuiFormLabel-root MuiInputLabel-root ${states}`}>
        {label}
      </Label>
      <Box
        className={[
          'MuiInputBase-root MuiOutlinedInput-root',
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
        {endAdornment && <Adornment className="MuiInputAdornment-root">{endAdornment}</Adornment>}
        <Outline aria-hidden className="MuiOutlinedInput-notchedOutline">
          <legend>
            <span className="notranslate">&#8203;</span>
          </legend>
        </Outline>
      </Box>
      {helper && (
        <HelperText id={helperId ?? undefined} className={`MuiFormHelperText-root ${states}`}>
          {helper}
        </HelperText>
      )}
    </Root>
  )
}
