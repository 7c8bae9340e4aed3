import type { FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx'

export type FormSelectProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'select' | 'multiline' | 'type' | 'children'
> & {
  options: readonly { value: string; label: string }[]
}

/** A select of a form: the browser's own list (native), which every device knows how to show. */
export function FormSelect<T extends FieldValues>({ options, slotProps, ...props }: FormSelectProps<T>) {
  return (
    <FormTextField
      {...props}
      select
      slotProps={{ ...slotProps, select: { ...slotProps?.select, native: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  )
}
