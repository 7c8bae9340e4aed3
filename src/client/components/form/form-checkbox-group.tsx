import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl, { type FormControlProps } from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { formatSentence } from '#shared/i18n/sentence.ts'

export type CheckboxOption = {
  value: string
  label: string
  /** A line under the label that says what choosing it means. */
  description?: string
}

/**
 * Checkboxes of a form bound to one field, the list of the values ticked (in the options' order),
 * under a legend. The field's error (the schema's or the server's) shows under the group, and each
 * checkbox is described by it; the first checkbox takes focus when the error is the server's.
 */
export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  sx,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  options: readonly CheckboxOption[]
  sx?: FormControlProps['sx']
}) {
  const { field, fieldState } = useController({ control, name })
  const intl = useIntl()
  const id = useId()
  const errorId = `${id}-error`
  const ticked: readonly string[] = Array.isArray(field.value) ? field.value : []
  const error = fieldState.error?.message ? formatSentence(intl, fieldState.error.message) : null
  const toggle = (value: string, isTicked: boolean) =>
    field.onChange(
      options
        .map((option) => option.value)
        .filter((each) => (each === value ? isTicked : ticked.includes(each))),
    )
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={field.disabled} sx={sx}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((option, index) => {
          const descriptionId = `${id}-${index}-description`
          const describedBy = [option.description ? descriptionId : null, error ? errorId : null]
            .filter(Boolean)
            .join(' ')
          return (
            <Box key={option.value}>
              <FormControlLabel
                label={option.label}
                control={
                  <Checkbox
                    name={field.name}
                    value={option.value}
                    checked={ticked.includes(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: index === 0 ? field.ref : undefined,
                        'aria-describedby': describedBy || undefined,
                        'aria-invalid': error ? true : undefined,
                      },
                    }}
                  />
                }
              />
              {option.description && (
                <Typography
                  id={descriptionId}
                  variant="body2"
                  color="textSecondary"
                  sx={{ ml: 4, mt: -0.75 }}
                >
                  {option.description}
                </Typography>
              )}
            </Box>
          )
        })}
      </FormGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  )
}
