import Checkbox from '@mui/material/Checkbox'
import FormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'

/** A checkbox of a form, bound to a boolean field, its label beside it. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  sx,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  sx?: FormControlLabelProps['sx']
}) {
  const { field } = useController({ control, name })
  return (
    <FormControlLabel
      sx={sx}
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  )
}
