import type { InputBaseComponentProps } from '@mui/material/InputBase'
import type { OutlinedInputProps } from '@mui/material/OutlinedInput'
import type { SelectProps } from '@mui/material/Select'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useId } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { formatSentence } from '#shared/i18n/sentence.ts'

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'slotProps' | 'variant'
> & {
  control: Control<T>
  name: FieldPath<T>
  /** Ids of more elements that describe the input (a counter, a strength meter). */
  describedBy?: string
  slotProps?: {
    input?: Partial<OutlinedInputProps>
    htmlInput?: InputBaseComponentProps
    select?: Partial<SelectProps>
  }
}

/**
 * The one binding of a react-hook-form field to MUI's TextField: the value and its checks come from
 * the form, and the field's error (the schema's or the server's) replaces the helper text below it,
 * which describes the input, as `error` marks it invalid.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  describedBy,
  slotProps,
  id: givenId,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const ownId = useId()
  const id = givenId ?? ownId
  const intl = useIntl()
  const helper = fieldState.error?.message ? formatSentence(intl, fieldState.error.message) : helperText
  // MUI names the helper text's id after the field's; more descriptions join it.
  const description = describedBy
    ? [helper ? `${id}-helper-text` : null, describedBy].filter(Boolean).join(' ')
    : undefined
  return (
    <TextField
      fullWidth
      {...props}
      id={id}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(fieldState.error)}
      helperText={helper}
      slotProps={{
        ...slotProps,
        // The label stays above the text, so that it never covers what the person typed.
        inputLabel: { shrink: true },
        input: description ? { ...slotProps?.input, 'aria-describedby': description } : slotProps?.input,
      }}
    />
  )
}
