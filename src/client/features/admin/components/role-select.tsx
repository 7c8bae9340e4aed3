import TextField from '@mui/material/TextField'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { roleLabels } from '#shared/admin-rules.ts'
import { roles } from '#shared/auth-rules.ts'

/** The "Role" select of the role-change and invitation forms (a native select, labelled). */
export function RoleSelect<T extends FieldValues>({
  control,
  name,
  error,
  autoFocus = false,
}: {
  control: Control<T>
  name: Path<T>
  error: string | undefined
  autoFocus?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          autoFocus={autoFocus}
          label="Role"
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </TextField>
      )}
    />
  )
}
