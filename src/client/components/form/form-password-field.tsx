import EyeInvisibleOutlinedIcon from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined'
import EyeOutlinedIcon from '@ant-design/icons-svg/es/asn/EyeOutlined'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { defineMessage, useIntl } from 'react-intl'
import { antIcon } from '../ant-icon.tsx'
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx'

const EyeInvisibleOutlined = antIcon(EyeInvisibleOutlinedIcon)
const EyeOutlined = antIcon(EyeOutlinedIcon)

const showPassword = defineMessage({ id: 'components.password-field.show', defaultMessage: 'Show password' })

export type FormPasswordFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'type' | 'select' | 'multiline' | 'autoComplete'
> & {
  autoComplete: 'current-password' | 'new-password'
}

/** A password field with an eye button that shows what was typed (people mistype hidden text). */
export function FormPasswordField<T extends FieldValues>({ slotProps, ...props }: FormPasswordFieldProps<T>) {
  const [isVisible, setIsVisible] = useState(false)
  const intl = useIntl()
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { spellCheck: false, ...slotProps?.htmlInput },
        input: {
          ...slotProps?.input,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={intl.formatMessage(showPassword)}
                aria-pressed={isVisible}
                onClick={() => setIsVisible((visible) => !visible)}
              >
                {isVisible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
