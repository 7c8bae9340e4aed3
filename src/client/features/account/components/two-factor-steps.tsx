import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { encode } from 'uqr'
import { ActionButton, CancelButton } from '#client/components/form/form-buttons.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormPasswordField } from '#client/components/form/form-password-field.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { showToast } from '#client/components/toast.tsx'
import { copyText } from '#client/lib/clipboard.ts'
import {
  enableTwoFactorSchema,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  verifyTotpSchema,
} from '#shared/two-factor.ts'
import {
  confirmTwoFactor,
  recoveryCodesFile,
  startTwoFactor,
  type TwoFactorSetup,
} from '../api/two-factor-api.ts'

// Setting up an authenticator app, step by step: the password, then the QR code (and its key as
// text) confirmed by a first code, then the recovery codes, shown once to download or copy. The same
// steps run in Account Settings' dialog and on the screen an instance that requires two-factor shows
// first (app/layout/two-factor-gate.tsx). This module is a chunk of its own, with the QR encoder.

const messages = defineMessages({
  codesCopied: { id: 'account.two-factor.codes.copied', defaultMessage: 'The recovery codes are copied' },
  codesNotCopied: {
    id: 'account.two-factor.codes.not-copied',
    defaultMessage: 'This browser would not copy: download them instead',
  },
  codes: { id: 'account.two-factor.codes.list', defaultMessage: 'Recovery codes' },
  codesOnce: {
    id: 'account.two-factor.codes.once',
    defaultMessage: 'Each code signs you in once. This is the only time Foyer shows them.',
  },
  download: { id: 'account.two-factor.codes.download', defaultMessage: 'Download' },
  copy: { id: 'account.two-factor.codes.copy', defaultMessage: 'Copy' },
  done: { id: 'account.two-factor.codes.done', defaultMessage: 'Done' },
  confirmPassword: { id: 'account.two-factor.password.label', defaultMessage: 'Confirm with your password' },
  password: { id: 'account.two-factor.password.field', defaultMessage: 'Your password' },
  keyCopied: { id: 'account.two-factor.scan.key-copied', defaultMessage: 'The key is copied' },
  keyNotCopied: {
    id: 'account.two-factor.scan.key-not-copied',
    defaultMessage: 'This browser would not copy',
  },
  confirmApp: { id: 'account.two-factor.scan.label', defaultMessage: 'Confirm your authenticator app' },
  qrCode: {
    id: 'account.two-factor.scan.qr-code',
    defaultMessage: 'QR code to scan with your authenticator app',
  },
  cannotScan: {
    id: 'account.two-factor.scan.cannot-scan',
    defaultMessage: 'Cannot scan it? Enter this key in the app instead:',
  },
  copyKey: { id: 'account.two-factor.scan.copy-key', defaultMessage: 'Copy key' },
  code: { id: 'account.two-factor.scan.code', defaultMessage: 'Code from the app' },
  turnOn: { id: 'account.two-factor.scan.turn-on', defaultMessage: 'Turn on' },
  introPassword: {
    id: 'account.two-factor.setup.intro-password',
    defaultMessage:
      'Two-factor sign-in asks for a code from an app on your phone after your password. First, your password.',
  },
  introProvider: {
    id: 'account.two-factor.setup.intro-provider',
    defaultMessage:
      'Two-factor sign-in asks for a code from an app on your phone after your sign-in provider.',
  },
  continue: { id: 'account.two-factor.setup.continue', defaultMessage: 'Continue' },
})
const scan = defineMessage<{ digits: number }>({
  id: 'account.two-factor.scan.intro',
  defaultMessage:
    'Scan this QR code with an authenticator app (1Password, Google Authenticator, Microsoft Authenticator, Aegis and others), then enter the {digits}-digit code it shows.',
})
const turnedOn = defineMessage<{ count: number }>({
  id: 'account.two-factor.setup.on',
  defaultMessage:
    'Two-factor sign-in is on. Save these {count, plural, one {# recovery code} other {# recovery codes}}: if you lose your phone, each one signs you in once.',
})

/** The QR code of an otpauth:// address, drawn as one SVG path of its dark modules. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 0 })
    let d = ''
    data.forEach((row, y) => {
      row.forEach((isDark, x) => {
        if (isDark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, size }
  }, [value])
  // Four modules of white around it, as scanners need, whatever the page's colours.
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      shapeRendering="crispEdges"
      sx={{ width: 200, height: 200, display: 'block', bgcolor: '#fff', borderRadius: 1 }}
    >
      <path d={path} fill="#000" />
    </Box>
  )
}

/** The secret in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/** The recovery codes, once: to download as text or copy, before "Done". */
export function RecoveryCodes({
  codes,
  account,
  intro,
  onDone,
}: {
  codes: readonly string[]
  account: string
  intro: ReactNode
  onDone: () => void
}) {
  const intl = useIntl()
  const listId = useId()
  const download = () => {
    const url = URL.createObjectURL(recoveryCodesFile(intl, codes, account))
    const link = document.createElement('a')
    link.href = url
    link.download = 'foyer-recovery-codes.txt'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  const copy = async () => {
    const isCopied = await copyText(codes.join('\n'))
    showToast(
      isCopied
        ? { message: intl.formatMessage(messages.codesCopied) }
        : { severity: 'error', message: intl.formatMessage(messages.codesNotCopied) },
    )
  }
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>{intro}</Typography>
      <Box
        component="ol"
        id={listId}
        aria-label={intl.formatMessage(messages.codes)}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {intl.formatMessage(messages.codesOnce)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={download}>
          {intl.formatMessage(messages.download)}
        </Button>
        <Button variant="outlined" onClick={copy}>
          {intl.formatMessage(messages.copy)}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {intl.formatMessage(messages.done)}
        </Button>
      </Stack>
    </Stack>
  )
}

/**
 * The password, asked again before a change to the second factor. An account of a sign-in provider
 * has none: its recent sign-in stands for it (the server says when it is not recent enough).
 */
export function PasswordStep({
  intro,
  actionLabel,
  hasPassword,
  onPassword,
  onCancel,
}: {
  intro: ReactNode
  actionLabel: string
  hasPassword: boolean
  onPassword: (password: string | undefined) => Promise<void>
  onCancel?: () => void
}) {
  const intl = useIntl()
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(enableTwoFactorSchema),
    mode: 'onTouched',
    defaultValues: hasPassword ? { password: '' } : {},
  })
  const serverError = useServerError(setError, ['password'])
  useEffect(() => {
    if (hasPassword) setFocus('password')
  }, [hasPassword, setFocus])
  const onSubmit = handleSubmit(async ({ password }) => {
    await serverError.attempt(() => onPassword(password))
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.confirmPassword)}>
      <Stack sx={{ gap: 2.5 }}>
        <Typography>{intro}</Typography>
        {serverError.error && <FormErrorAlert error={serverError.error} />}
        {hasPassword && (
          <FormPasswordField
            control={control}
            name="password"
            label={intl.formatMessage(messages.password)}
            autoComplete="current-password"
          />
        )}
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <ActionButton isPending={formState.isSubmitting}>{actionLabel}</ActionButton>
          {onCancel && <CancelButton onClick={onCancel} disabled={formState.isSubmitting} />}
        </Stack>
      </Stack>
    </form>
  )
}

/** The QR code and its key, and the app's first code to confirm them. */
function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup
  onConfirmed: () => void
  onCancel?: () => void
}) {
  const intl = useIntl()
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(verifyTotpSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  })
  const serverError = useServerError(setError, ['code'])
  const onSubmit = handleSubmit(async ({ code }) => {
    if (await serverError.attempt(() => confirmTwoFactor(code))) onConfirmed()
  })
  const copyKey = async () => {
    const isCopied = await copyText(setup.secret)
    showToast(
      isCopied
        ? { message: intl.formatMessage(messages.keyCopied) }
        : { severity: 'error', message: intl.formatMessage(messages.keyNotCopied) },
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.confirmApp)}>
      <Stack sx={{ gap: 2.5 }}>
        <Typography>{intl.formatMessage(scan, { digits: TOTP_DIGITS })}</Typography>
        <QrCode value={setup.totpURI} label={intl.formatMessage(messages.qrCode)} />
        <div>
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(messages.cannotScan)}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              component="code"
              data-testid="two-factor-key"
              sx={{ fontFamily: 'monospace', fontSize: '1rem' }}
            >
              {grouped(setup.secret)}
            </Typography>
            <Button size="small" onClick={copyKey}>
              {intl.formatMessage(messages.copyKey)}
            </Button>
          </Stack>
        </div>
        {serverError.error && <FormErrorAlert error={serverError.error} />}
        <FormTextField
          control={control}
          name="code"
          label={intl.formatMessage(messages.code)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12, spellCheck: false } }}
          sx={{ maxWidth: 240 }}
        />
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <ActionButton isPending={formState.isSubmitting}>
            {intl.formatMessage(messages.turnOn)}
          </ActionButton>
          {onCancel && <CancelButton onClick={onCancel} disabled={formState.isSubmitting} />}
        </Stack>
      </Stack>
    </form>
  )
}

/**
 * The whole set-up: password, app, recovery codes. `onDone` runs after the codes are saved; until
 * the app's first code, nothing is on and `onCancel` leaves it as it was.
 */
export function TwoFactorSetupSteps({
  account,
  hasPassword,
  onDone,
  onCancel,
}: {
  /** The person's address, named in the recovery codes' file. */
  account: string
  /** False for an account of a sign-in provider only: no password step. */
  hasPassword: boolean
  onDone: () => void
  onCancel?: () => void
}) {
  const intl = useIntl()
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [isOn, setIsOn] = useState(false)
  if (!setup)
    return (
      <PasswordStep
        intro={intl.formatMessage(hasPassword ? messages.introPassword : messages.introProvider)}
        actionLabel={intl.formatMessage(messages.continue)}
        hasPassword={hasPassword}
        onPassword={async (password) => setSetup(await startTwoFactor(password))}
        onCancel={onCancel}
      />
    )
  if (!isOn) return <ScanStep setup={setup} onConfirmed={() => setIsOn(true)} onCancel={onCancel} />
  return (
    <RecoveryCodes
      codes={setup.backupCodes}
      account={account}
      intro={intl.formatMessage(turnedOn, { count: RECOVERY_CODE_COUNT })}
      onDone={onDone}
    />
  )
}
