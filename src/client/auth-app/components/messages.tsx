import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined'
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined'
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined'
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined'
import { type ReactNode, type Ref, useEffect, useRef } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { passwordFeedbackText } from '#client/features/auth/lib/password-feedback.ts'
import { strengthLabel, usePasswordStrength } from '#client/features/auth/lib/password-strength-level.ts'
import { errorSentence } from '#client/lib/error-sentence.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatWait, useSecondsLeft } from '#client/lib/use-seconds-left.ts'
import { Icon } from './icon.tsx'

export type Severity = 'success' | 'info' | 'warning' | 'error'

const messages = defineMessages({
  waitAMoment: { id: 'auth.error.wait-a-moment', defaultMessage: 'Wait a moment and try again.' },
  tryAgainNow: { id: 'auth.error.try-again-now', defaultMessage: 'You can try again now.' },
})
const tryAgainIn = defineMessage<{ wait: string }>({
  id: 'auth.error.try-again-in',
  defaultMessage: 'Try again in {wait}.',
})
const tryAgainInSeconds = defineMessage<{ seconds: number }>({
  id: 'auth.error.try-again-in-seconds',
  defaultMessage: 'Try again in {seconds, plural, one {# second} other {# seconds}}.',
})
const reference = defineMessage<{ requestId: string }>({
  id: 'auth.error.reference',
  defaultMessage: 'Reference: {requestId}',
})

const icons = {
  success: CheckCircleOutlined,
  info: InfoCircleOutlined,
  warning: WarningOutlined,
  error: CloseCircleOutlined,
} as const

type AlertProps = {
  severity: Severity
  role: 'alert' | 'status'
  children: ReactNode
  ref?: Ref<HTMLDivElement>
  tabIndex?: number
}

/** A message box in the colours of its severity, as MUI's standard Alert draws it in the app. */
export function Alert({ severity, role, children, ref, tabIndex }: AlertProps) {
  return (
    <div ref={ref} role={role} tabIndex={tabIndex} className={`auth-alert auth-alert-${severity}`}>
      <span className="auth-alert-icon">
        <Icon definition={icons[severity]} />
      </span>
      <div className="auth-alert-message">{children}</div>
    </div>
  )
}

function RetryCountdown({ seconds }: { seconds: number | undefined }) {
  const intl = useIntl()
  const left = useSecondsLeft(seconds)
  if (left === undefined) return <> {intl.formatMessage(messages.waitAMoment)}</>
  if (left === 0) return <> {intl.formatMessage(messages.tryAgainNow)}</>
  // The visible count changes every second; screen readers hear the wait once, then "try again now".
  return (
    <>
      <span aria-hidden="true"> {intl.formatMessage(tryAgainIn, { wait: formatWait(intl, left) })}</span>
      <span className="visually-hidden">
        {' '}
        {intl.formatMessage(tryAgainInSeconds, { seconds: seconds ?? left })}
      </span>
    </>
  )
}

/**
 * A failed call, shown above the form it belongs to. It takes focus when it appears so that the
 * person (and their screen reader) lands on what went wrong; give it a new `key` for each failure.
 */
export function FormError({ error, children }: { error: ApiRequestError; children?: ReactNode }) {
  const intl = useIntl()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1}>
      {errorSentence(intl, error)}
      {error.status === 429 && <RetryCountdown seconds={error.retryAfterSeconds} />}
      {children}
      {error.status >= 500 && error.requestId && (
        <p className="auth-caption auth-reference">
          {intl.formatMessage(reference, { requestId: error.requestId })}
        </p>
      )}
    </Alert>
  )
}

/** A message that replaces or tops a form (sent, expired link...), read out politely (role status). */
export function StatusMessage({
  severity,
  takesFocus = false,
  children,
}: {
  severity: Severity
  /** Take focus when shown in place of the form that was just sent, so that focus is not lost. */
  takesFocus?: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takesFocus) ref.current?.focus()
  }, [takesFocus])
  return (
    <Alert ref={ref} severity={severity} role="status" tabIndex={takesFocus ? -1 : undefined}>
      {children}
    </Alert>
  )
}

/** A strength meter for a new password: nothing shows until the estimator has arrived. */
export function PasswordStrength({
  password,
  userInputs,
  id,
}: {
  password: string
  /** Words a guesser would try first: the person's name, email, company. */
  userInputs: readonly string[]
  /** For the password input's aria-describedby. */
  id?: string
}) {
  const intl = useIntl()
  const strength = usePasswordStrength(password, userInputs)
  return (
    <div id={id} aria-live="polite" className="auth-strength">
      {strength && (
        <>
          <div className="auth-strength-row">
            <div
              className={`auth-meter auth-meter-${strength.level.color}`}
              data-value={strength.level.value}
              aria-hidden="true"
            >
              <div />
            </div>
            <p className="auth-strength-label">
              <span className="visually-hidden">{intl.formatMessage(strengthLabel)}</span>{' '}
              {intl.formatMessage(strength.level.label)}
            </p>
          </div>
          {strength.estimate.feedback && (
            <p className="auth-caption">{passwordFeedbackText(intl, strength.estimate.feedback)}</p>
          )}
        </>
      )}
    </div>
  )
}
