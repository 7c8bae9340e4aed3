import EyeInvisibleOutlinedIcon from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined'
import EyeOutlinedIcon from '@ant-design/icons-svg/es/asn/EyeOutlined'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { antIcon } from '#client/components/ant-icon.tsx'
import { AuthTextField, type AuthTextFieldProps } from './auth-text-field.tsx'

const EyeInvisibleOutlined = antIcon(EyeInvisibleOutlinedIcon)
const EyeOutlined = antIcon(EyeOutlinedIcon)

export type PasswordFieldProps = Omit<
  AuthTextFieldProps,
  'type' | 'endAdornment' | 'inputMode' | 'spellCheck'
> & {
  autoComplete: 'current-password' | 'new-password'
}

/** A password field with an eye button that shows what was typed (people mistype hidden text). */
export function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false)
  return (
    <AuthTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      spellCheck={false}
      endAdornment={
        <IconButton
          edge="end"
          aria-label="Show password"
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </IconButton>
      }
    />
  )
}
