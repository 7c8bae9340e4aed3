import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { useSWRConfig } from 'swr'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { ApiKeysCard } from '#client/features/account/components/api-keys-card.tsx'
import { PasskeysCard } from '#client/features/account/components/passkeys-card.tsx'
import { ProvidersCard } from '#client/features/account/components/providers-card.tsx'
import { SessionsCard } from '#client/features/account/components/sessions-card.tsx'
import type { TwoFactorDialogKind } from '#client/features/account/components/two-factor-dialogs.tsx'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { sendVerificationEmail } from '#client/features/auth/api/sign-in-api.ts'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { SESSIONS_ANCHOR } from '#client/navigation/account-sections.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import type { ChangeEmailResult } from '#shared/account.ts'
import { apiPaths } from '#shared/api-paths.ts'

const messages = defineMessages({
  emailChanged: {
    id: 'account-pages.settings.email.changed-by-link',
    defaultMessage: 'Your email address is changed. Use the new one to sign in from now on.',
  },
  linkInvalid: {
    id: 'account-pages.settings.email.link-invalid',
    defaultMessage: 'This confirmation link has expired or is not valid. Ask for a new one below.',
  },
  verified: { id: 'account-pages.settings.email.verified', defaultMessage: 'Verified' },
  notVerified: { id: 'account-pages.settings.email.not-verified', defaultMessage: 'Not verified' },
  sendAgain: { id: 'account-pages.settings.email.send-again', defaultMessage: 'Send the link again' },
  emailCard: { id: 'account-pages.settings.email.card', defaultMessage: 'Email address' },
  currentAddress: { id: 'account-pages.settings.email.current', defaultMessage: 'Current address:' },
  emailNotLoaded: {
    id: 'account-pages.settings.email.not-loaded',
    defaultMessage: 'Your email address could not be loaded.',
  },
  emailLoading: { id: 'account-pages.settings.email.loading', defaultMessage: 'Loading your email address' },
  emailHow: {
    id: 'account-pages.settings.email.how',
    defaultMessage:
      'To change it, enter the new address and your password. When this instance verifies addresses, we send a link to the new one first, and the change happens when you open it.',
  },
  changeEmail: { id: 'account-pages.settings.email.change', defaultMessage: 'Change email address' },
  passwordCard: { id: 'account-pages.settings.password.card', defaultMessage: 'Password' },
  noPassword: {
    id: 'account-pages.settings.password.none',
    defaultMessage: 'You sign in through a sign-in provider: your account has no password here.',
  },
  choosePassword: {
    id: 'account-pages.settings.password.choose',
    defaultMessage: 'Choose a password that you do not use on any other site.',
  },
  changePassword: { id: 'account-pages.settings.password.change', defaultMessage: 'Change password' },
  passwordChangedOthersOut: {
    id: 'account-pages.settings.password.changed-others-out',
    defaultMessage: 'Your password is changed, and your other sessions are signed out',
  },
  passwordChanged: {
    id: 'account-pages.settings.password.changed',
    defaultMessage: 'Your password is changed',
  },
  twoFactorCard: { id: 'account-pages.settings.two-factor.card', defaultMessage: 'Two-factor sign-in' },
  on: { id: 'account-pages.settings.two-factor.on', defaultMessage: 'On' },
  off: { id: 'account-pages.settings.two-factor.off', defaultMessage: 'Off' },
  twoFactorOnHelp: {
    id: 'account-pages.settings.two-factor.on.help',
    defaultMessage:
      'Signing in asks for a code from your authenticator app after your password. Recovery codes sign you in if you lose your phone.',
  },
  twoFactorOffHelp: {
    id: 'account-pages.settings.two-factor.off.help',
    defaultMessage:
      'Ask for a code from an authenticator app on your phone after your password, so that a stolen password is not enough to sign in as you.',
  },
  twoFactorRequired: {
    id: 'account-pages.settings.two-factor.required',
    defaultMessage: 'This instance requires two-factor sign-in for your account.',
  },
  newRecoveryCodes: {
    id: 'account-pages.settings.two-factor.new-recovery-codes',
    defaultMessage: 'New recovery codes',
  },
  turnOff: { id: 'account-pages.settings.two-factor.turn-off', defaultMessage: 'Turn off' },
  turnOn: { id: 'account-pages.settings.two-factor.turn-on', defaultMessage: 'Turn on' },
})
const opening = defineMessage<{ label: string }>({
  id: 'account-pages.settings.form-opening',
  description: 'A form that is loading, named after the button that opened it',
  defaultMessage: '{label}: opening',
})
const linkResent = defineMessage<{ email: string }>({
  id: 'account-pages.settings.email.link-resent',
  defaultMessage: 'We have sent a new link to {email}.',
})
const emailIsNow = defineMessage<{ email: string }>({
  id: 'account-pages.settings.email.changed',
  defaultMessage: 'Your email address is now {email}',
})
const linkSent = defineMessage<{ email: string }>({
  id: 'account-pages.settings.email.link-sent',
  defaultMessage: 'We sent a link to {email}; your address changes when you open it.',
})

// The two forms are modules of their own, loaded when the person is about to open one (pointer over
// or focus on its button), as the dialogs are: the page shows the address, the sessions and the two
// buttons at once without their fields and checks.
const ChangeEmailForm = lazyPanel(() =>
  import('./change-email-form.tsx').then((module) => module.ChangeEmailForm),
)
const ChangePasswordForm = lazyPanel(() =>
  import('./change-password-form.tsx').then((module) => module.ChangePasswordForm),
)

// The second factor's dialogs (and the QR code's encoder): fetched when one is about to open.
const TwoFactorDialogs = lazyPanel(() =>
  import('#client/features/account/components/two-factor-dialogs.tsx').then(
    (module) => module.TwoFactorDialogs,
  ),
)

/** A form's module, loaded on intent to change. */
const preloadEmailForm = () => ChangeEmailForm.preload()
const preloadPasswordForm = () => ChangePasswordForm.preload()

/**
 * What stands in the form's place while its module arrives (at once when intent preloaded it). When
 * the person opened the form from the button, focus moves here rather than to the page's body, and
 * the form's first field takes it as the form opens.
 */
function OpeningForm({ label, takesFocus }: { label: string; takesFocus: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  const intl = useIntl()
  useEffect(() => {
    if (takesFocus) box.current?.focus()
  }, [takesFocus])
  return (
    <Box ref={box} tabIndex={-1} role="group" aria-label={intl.formatMessage(opening, { label })} aria-busy>
      <Button variant="outlined" loading>
        {label}
      </Button>
    </Box>
  )
}

/**
 * A button that opens a form in its place, and takes focus back when the form closes (saved or
 * cancelled) so that it is never lost to the page. The form's own first field takes focus as it opens.
 */
function FormOpener({
  label,
  isOpen,
  onOpen,
  preload,
  disabled = false,
  children,
}: {
  label: string
  isOpen: boolean
  onOpen: () => void
  preload: () => void
  disabled?: boolean
  children: ReactNode
}) {
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(isOpen)
  // Whether focus was on the button when it was pressed: the form's place then holds it.
  const [isOpenedFromFocus, setIsOpenedFromFocus] = useState(false)
  useEffect(() => {
    if (wasOpen.current && !isOpen) button.current?.focus()
    wasOpen.current = isOpen
  }, [isOpen])
  if (isOpen)
    return (
      <Suspense fallback={<OpeningForm label={label} takesFocus={isOpenedFromFocus} />}>{children}</Suspense>
    )
  return (
    <Box>
      <Button
        ref={button}
        variant="outlined"
        disabled={disabled}
        onClick={() => {
          setIsOpenedFromFocus(document.activeElement === button.current)
          onOpen()
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {label}
      </Button>
    </Box>
  )
}

type Done<T> = { key: number; outcome: T } | null

/** What the link of a confirmation email says when it lands here (?email=changed or invalid). */
function useEmailLinkOutcome() {
  return new URLSearchParams(useLocation().search).get('email')
}

function EmailLinkOutcome({ outcome }: { outcome: string | null }) {
  const location = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  // Said once: the link's query goes, so a reload does not say it again.
  useEffect(() => {
    if (outcome !== 'changed') return
    showToast({ message: intl.formatMessage(messages.emailChanged) })
    const search = new URLSearchParams(location.search)
    search.delete('email')
    void navigate(
      { search: search.toString(), hash: location.hash },
      { replace: true, preventScrollReset: true },
    )
  }, [outcome, location.search, location.hash, navigate, intl])
  if (outcome === 'invalid')
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        {intl.formatMessage(messages.linkInvalid)}
      </Alert>
    )
  return null
}

/**
 * Whether the address is verified, where this instance verifies addresses (REQUIRE_EMAIL_VERIFICATION);
 * not yet, with a button that sends the link again.
 */
function VerificationStatus({ email, isVerified }: { email: string; isVerified: boolean }) {
  const isVerifiedHere = usePublicConfig()?.emailVerification ?? false
  const intl = useIntl()
  const [sending, setSending] = useState<
    { state: 'sending' | 'sent' } | { state: 'failed'; message: string }
  >()
  if (!isVerifiedHere) return null
  if (isVerified)
    return (
      <Chip size="small" variant="outlined" color="success" label={intl.formatMessage(messages.verified)} />
    )
  const resend = async () => {
    setSending({ state: 'sending' })
    try {
      await sendVerificationEmail(email)
      setSending({ state: 'sent' })
    } catch (caught) {
      setSending({ state: 'failed', message: toApiRequestError(caught).message })
    }
  }
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={intl.formatMessage(messages.notVerified)}
      />
      <Button size="small" onClick={() => void resend()} loading={sending?.state === 'sending'}>
        {intl.formatMessage(messages.sendAgain)}
      </Button>
      <Typography
        variant="body2"
        role={sending?.state === 'failed' ? 'alert' : 'status'}
        color={sending?.state === 'failed' ? 'error' : 'textSecondary'}
        sx={{ flexBasis: '100%' }}
      >
        {sending?.state === 'sent' && intl.formatMessage(linkResent, { email })}
        {sending?.state === 'failed' && sending.message}
      </Typography>
    </>
  )
}

function EmailCard() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  const linkOutcome = useEmailLinkOutcome()
  const intl = useIntl()
  // An expired link is answered by asking again: the form is open already.
  const [isOpen, setIsOpen] = useState(linkOutcome === 'invalid')
  const [isOpenedByPerson, setIsOpenedByPerson] = useState(false)
  // With the account it was for: another person signing in in this tab does not see it.
  const [done, setDone] = useState<Done<ChangeEmailResult & { accountId: string }>>(null)
  return (
    <MainCard title={intl.formatMessage(messages.emailCard)} sx={{ height: '100%' }}>
      <EmailLinkOutcome outcome={linkOutcome} />
      <Stack sx={{ gap: 3 }}>
        <div>
          {/* Only the address waits for the account, in a line of its height: nothing below moves. */}
          {account ? (
            <Stack
              direction="row"
              sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1, minHeight: 24 }}
            >
              <Typography color="textSecondary">{intl.formatMessage(messages.currentAddress)}</Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{account.email}</Typography>
              <VerificationStatus email={account.email} isVerified={account.emailVerified} />
            </Stack>
          ) : error ? (
            <Box sx={{ mb: 2 }}>
              <LoadError
                what={intl.formatMessage(messages.emailNotLoaded)}
                error={error}
                onRetry={() => void mutate()}
                isRetrying={isValidating}
              />
            </Box>
          ) : (
            isLoading && (
              <Box role="status" aria-label={intl.formatMessage(messages.emailLoading)}>
                <Skeleton variant="text" width="60%" height={24} sx={{ mb: 1 }} />
              </Box>
            )
          )}
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(messages.emailHow)}
          </Typography>
        </div>
        <FormOpener
          label={intl.formatMessage(messages.changeEmail)}
          // Until the account is known the button (disabled) holds the form's place, also when an
          // expired link opens it: nothing pops in, and a failed read leaves the button, not a gap.
          isOpen={isOpen && Boolean(account)}
          onOpen={() => {
            setDone(null)
            setIsOpen(true)
            setIsOpenedByPerson(true)
          }}
          preload={preloadEmailForm}
          // The form needs the current address (to refuse the same one again).
          disabled={!account}
        >
          {/* Another person signing in in this tab starts a fresh form. */}
          {account && (
            <ChangeEmailForm
              key={account.id}
              account={account}
              takesFocus={isOpenedByPerson}
              onChanged={(result) => {
                setIsOpen(false)
                if (result.status === 'changed') {
                  showToast({ message: intl.formatMessage(emailIsNow, { email: result.email }) })
                  return
                }
                setDone((previous) => ({
                  key: (previous?.key ?? 0) + 1,
                  outcome: { ...result, accountId: account.id },
                }))
              }}
              onCancel={() => setIsOpen(false)}
            />
          )}
        </FormOpener>
        {/* Not a success yet: what to do next stays beside the form until it is done. */}
        {account && done?.outcome.accountId === account.id && (
          <Alert key={done.key} severity="info" role="status">
            {intl.formatMessage(linkSent, { email: done.outcome.email })}
          </Alert>
        )}
      </Stack>
    </MainCard>
  )
}

/** The search palette's "Change password" lands on the page with #change-password: the form opens. */
const PASSWORD_FORM_HASH = '#change-password'

function PasswordCard() {
  const { mutate } = useSWRConfig()
  const location = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  const [isOpen, setIsOpen] = useState(location.hash === PASSWORD_FORM_HASH)
  // The choice made last time, as the form kept it when it stayed open.
  const [signOutOthers, setSignOutOthers] = useState(true)
  // Asked for again while on the page (the palette once more): the location changes, the page stays.
  // The hash has done its work once the form is open: a reload, or Back and Forward later, shows the
  // page as the person left it, not the form opened again (the query, an email link's outcome, stays).
  useEffect(() => {
    if (location.hash !== PASSWORD_FORM_HASH) return
    setIsOpen(true)
    void navigate({ search: location.search, hash: '' }, { replace: true, preventScrollReset: true })
  }, [location, navigate])
  const { data: me } = useMe()
  if (me?.hasPassword === false)
    return (
      <MainCard title={intl.formatMessage(messages.passwordCard)} sx={{ height: '100%' }}>
        <Typography color="textSecondary">{intl.formatMessage(messages.noPassword)}</Typography>
      </MainCard>
    )
  return (
    <MainCard title={intl.formatMessage(messages.passwordCard)} sx={{ height: '100%' }}>
      <Stack sx={{ gap: 3 }}>
        <Typography color="textSecondary">{intl.formatMessage(messages.choosePassword)}</Typography>
        <FormOpener
          label={intl.formatMessage(messages.changePassword)}
          isOpen={isOpen}
          onOpen={() => setIsOpen(true)}
          preload={preloadPasswordForm}
        >
          <ChangePasswordForm
            signOutOthers={signOutOthers}
            onChanged={(didSignOutOthers) => {
              setIsOpen(false)
              setSignOutOthers(didSignOutOthers)
              showToast({
                message: intl.formatMessage(
                  didSignOutOthers ? messages.passwordChangedOthersOut : messages.passwordChanged,
                ),
              })
              // The list of sessions has changed (changePassword asked who is signed in again).
              void mutate(apiPaths.accountSessions)
            }}
            onCancel={() => setIsOpen(false)}
          />
        </FormOpener>
      </Stack>
    </MainCard>
  )
}

/** Where the bell's two-factor notifications and the search land: #two-factor. */
export const TWO_FACTOR_ANCHOR = 'two-factor'

/** Two-factor sign-in: whether it is on, and the buttons that change it. */
function TwoFactorCard() {
  const { data: me } = useMe()
  const [dialog, setDialog] = useState<TwoFactorDialogKind | null>(null)
  const intl = useIntl()
  const isOn = me?.twoFactorEnabled === true
  const preload = () => TwoFactorDialogs.preload()
  const intent = { onPointerEnter: preload, onFocus: preload }
  return (
    <MainCard
      title={intl.formatMessage(messages.twoFactorCard)}
      id={TWO_FACTOR_ANCHOR}
      sx={{ height: '100%' }}
      secondary={
        <Chip
          label={intl.formatMessage(isOn ? messages.on : messages.off)}
          color={isOn ? 'success' : 'default'}
          size="small"
          variant="outlined"
        />
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Typography color="textSecondary">
          {intl.formatMessage(isOn ? messages.twoFactorOnHelp : messages.twoFactorOffHelp)}
        </Typography>
        {me?.twoFactorRequired && !isOn && (
          <Alert severity="warning">{intl.formatMessage(messages.twoFactorRequired)}</Alert>
        )}
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          {isOn ? (
            <>
              <Button variant="outlined" {...intent} onClick={() => setDialog('recovery-codes')}>
                {intl.formatMessage(messages.newRecoveryCodes)}
              </Button>
              {!me?.twoFactorRequired && (
                <Button variant="outlined" color="error" {...intent} onClick={() => setDialog('turn-off')}>
                  {intl.formatMessage(messages.turnOff)}
                </Button>
              )}
            </>
          ) : (
            <Button variant="contained" {...intent} onClick={() => setDialog('setup')}>
              {intl.formatMessage(messages.turnOn)}
            </Button>
          )}
        </Stack>
      </Stack>
      <OpenedOnce isOpen={dialog !== null}>
        <TwoFactorDialogs
          kind={dialog}
          account={me?.email ?? ''}
          hasPassword={me?.hasPassword !== false}
          onClose={() => setDialog(null)}
        />
      </OpenedOnce>
    </MainCard>
  )
}

/**
 * Account Settings: the email address, the password, the second factor, passkeys, API keys and the
 * sessions of the signed-in person.
 */
export function Component() {
  // "Sessions" in the account pages' list lands here with #sessions: the sessions come into view.
  const { hash } = useLocation()
  const hasProviders = (usePublicConfig()?.signIn.providers.length ?? 0) > 0
  useEffect(() => {
    for (const anchor of [SESSIONS_ANCHOR, TWO_FACTOR_ANCHOR])
      if (hash === `#${anchor}`) document.getElementById(anchor)?.scrollIntoView()
  }, [hash])
  const { data: me } = useMe()
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/account/settings'])}</PageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <EmailCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PasswordCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <TwoFactorCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PasskeysCard />
        </Grid>
        <Grid size={12}>
          <ApiKeysCard personRole={me?.role} />
        </Grid>
        {hasProviders && (
          <Grid size={12}>
            <ProvidersCard />
          </Grid>
        )}
        <Grid size={12}>
          <SessionsCard />
        </Grid>
      </Grid>
    </>
  )
}
