import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { roleLabels } from '#shared/admin-rules.ts'
import { roles } from '#shared/auth-rules.ts'

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }))

/** The "Role" select of the role-change and invitation forms. */
export function RoleSelect<T extends FieldValues>({
  control,
  name,
  autoFocus = false,
}: {
  control: Control<T>
  name: FieldPath<T>
  autoFocus?: boolean
}) {
  return <FormSelect control={control} name={name} label="Role" autoFocus={autoFocus} options={roleOptions} />
}
