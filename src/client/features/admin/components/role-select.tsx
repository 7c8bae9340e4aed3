import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { defineMessage, useIntl } from 'react-intl'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { roleMessages } from '#client/lib/role-messages.ts'
import { roles } from '#shared/auth-rules.ts'

const label = defineMessage({ id: 'admin.role-select.label', defaultMessage: 'Role' })

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
  const intl = useIntl()
  const options = roles.map((role) => ({ value: role, label: intl.formatMessage(roleMessages[role]) }))
  return (
    <FormSelect
      control={control}
      name={name}
      label={intl.formatMessage(label)}
      autoFocus={autoFocus}
      options={options}
    />
  )
}
