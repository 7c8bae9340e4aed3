import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined'
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined'
import { type ReactNode, useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { defineMessages, useIntl } from 'react-intl'
import { formatSentence } from '#shared/i18n/sentence.ts'
import { hrefOf } from '../navigation.ts'
import { useIsHydrated } from '../use-is-hydrated.ts'
import { Icon } from './icon.tsx'

// The form controls of the sign-in pages, in plain elements styled by auth-app.css to look like the
// MUI ones of the app (decision 007). They take a react-hook-form registration as props.

const messages = defineMessages({
  email: { id: 'auth.field.email', defaultMessage: 'Email address' },
  showPassword: { id: 'auth.field.show-password', defaultMessage: 'Show password' },
  backToLogin: { id: 'auth.back-to-login', defaultMessage: 'Back to Login' },
})

export type TextFieldProps = UseFormRegisterReturn & {
  label: string
  autoComplete: string
  type?: 'text' | 'email' | 'password'
  /** The field's error message: shown in place of the helper text and linked to the input. */
  error?: string | undefined
  helperText?: ReactNode
  endAdornment?: ReactNode
  /** Ids of more elements that describe the input (a strength meter...). */
  describedBy?: string
  inputMode?: 'text' | 'email' | 'numeric'
  spellCheck?: boolean
}

/** A labelled text field, its label above the box; the helper text (or error) describes the input. */
export function TextField({
  label,
  autoComplete,
  type = 'text',
  error,
  helperText,
  endAdornment,
  describedBy,
  inputMode,
  spellCheck,
  ref,
  name,
  onChange,
  onBlur,
  disabled,
}: TextFieldProps) {
  const id = useId()
  const intl = useIntl()
  const helper = error ? formatSentence(intl, error) : helperText
  const helperId = helper ? `${id}-helper-text` : null
  const description = [helperId, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className="auth-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="auth-field-label">
        {label}
      </label>
      <div className="auth-field-box">
        <input
          id={id}
          ref={ref}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={spellCheck}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
        />
        {endAdornment}
      </div>
      {helper && (
        <p id={helperId ?? undefined} className="auth-field-helper">
          {helper}
        </p>
      )}
    </div>
  )
}

/** The email field every sign-in page has: same label, type and hints to the browser. */
export function EmailField({
  autoComplete = 'email',
  ...props
}: UseFormRegisterReturn & {
  error?: string | undefined
  /** Login's is "username webauthn": the browser may offer passkeys among its suggestions. */
  autoComplete?: string
}) {
  const intl = useIntl()
  return (
    <TextField
      label={intl.formatMessage(messages.email)}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  )
}

export type PasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'endAdornment' | 'inputMode' | 'spellCheck'
> & {
  autoComplete: 'current-password' | 'new-password'
}

/** A password field with an eye button that shows what was typed (people mistype hidden text). */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl()
  const [isVisible, setIsVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="auth-icon-button"
          aria-label={intl.formatMessage(messages.showPassword)}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          <Icon definition={isVisible ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      }
    />
  )
}

/** A checkbox with its label beside it. */
export function Checkbox({ label, ...registration }: UseFormRegisterReturn & { label: string }) {
  return (
    <label className="auth-checkbox">
      <input type="checkbox" {...registration} />
      <span>{label}</span>
    </label>
  )
}

/**
 * The full-width primary button of a form: disabled, with a spinner and aria-busy, while it sends;
 * disabled too until the script has taken over a prerendered page (useIsHydrated).
 */
export function SubmitButton({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  const isHydrated = useIsHydrated()
  return (
    <button
      type="submit"
      className="auth-button"
      disabled={isPending || !isHydrated}
      // Looks ready meanwhile: the script is a moment away, and a grey button would flash.
      data-waiting={isHydrated ? undefined : ''}
      aria-busy={isPending}
    >
      {isPending && <span className="auth-spinner" aria-hidden="true" />}
      <span className={isPending ? 'auth-button-label-pending' : undefined}>{children}</span>
    </button>
  )
}

/** A link to another page of the app that looks like the primary button (after a dead end). */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a className="auth-button" href={hrefOf(to)}>
      {children}
    </a>
  )
}

/**
 * A link to another page of the app. In running text it is underlined so that colour is not its
 * only sign (WCAG 1.4.1); standing on its own (beside a title, under a field) it is underlined on
 * hover, as in the app.
 */
export function TextLink({
  to,
  look = 'inline',
  children,
}: {
  to: string
  /** inline: in running text; aside: on its own, primary; quiet: on its own, in the text colour;
   * strong: inside a message, in the message's colour. */
  look?: 'inline' | 'aside' | 'quiet' | 'strong'
  children: ReactNode
}) {
  return (
    <a className={`auth-link auth-link-${look}`} href={hrefOf(to)}>
      {children}
    </a>
  )
}

/** The way back from the pages around signing in (forgot, reset, verify). */
export function BackToLogin() {
  const intl = useIntl()
  return (
    <TextLink to="/login" look="aside">
      {intl.formatMessage(messages.backToLogin)}
    </TextLink>
  )
}
