import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useEffect, useRef, useState } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { LogoSection } from '#client/components/logo/logo-section.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { signOut, useMe } from '#client/features/auth/api/auth-api.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { MAIN_CONTENT_ID } from '#shared/constants.ts'

// What a person sees first when the instance requires two-factor sign-in of them and they have none
// (an administrator's rule, decision 024): the set-up and a way to sign out, nothing else. Their
// session is kept; the server answers their other requests with 403 until the set-up is done.

const TwoFactorSetupSteps = lazyPanel(() =>
  import('#client/features/account/components/two-factor-steps.tsx').then(
    (module) => module.TwoFactorSetupSteps,
  ),
)

const messages = defineMessages({
  title: { id: 'two-factor-gate.title', defaultMessage: 'Set up two-factor sign-in' },
  documentTitle: {
    id: 'two-factor-gate.document-title',
    defaultMessage: 'Set up two-factor sign-in · Foyer',
  },
  signOut: { id: 'two-factor-gate.sign-out', defaultMessage: 'Sign out' },
  why: {
    id: 'two-factor-gate.why',
    defaultMessage:
      'An administrator of this Foyer requires two-factor sign-in for your account. Set it up to continue: it takes a minute and an authenticator app on your phone.',
  },
})

export function TwoFactorGate({ onDone }: { onDone: () => void }) {
  const me = useMe().data
  const account = me?.email ?? ''
  const heading = useRef<HTMLHeadingElement>(null)
  const navigate = useNavigate()
  const [isSigningOut, setIsSigningOut] = useState(false)
  const intl = useIntl()
  const documentTitle = intl.formatMessage(messages.documentTitle)
  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])
  useEffect(() => heading.current?.focus(), [])
  const leave = () => {
    setIsSigningOut(true)
    void signOut(() => navigate('/login', { replace: true })).finally(() => setIsSigningOut(false))
  }
  return (
    <Stack sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Stack
        component="header"
        direction="row"
        sx={{ px: { xs: 2, sm: 3 }, py: 3, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <LogoSection />
        <Button onClick={leave} disabled={isSigningOut}>
          {intl.formatMessage(messages.signOut)}
        </Button>
      </Stack>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, pb: 6 }}
      >
        <MainCard sx={{ width: '100%', maxWidth: 560 }}>
          <Stack sx={{ gap: 2.5 }}>
            <Typography variant="h3" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
              {intl.formatMessage(messages.title)}
            </Typography>
            <Typography color="textSecondary">{intl.formatMessage(messages.why)}</Typography>
            <Suspense fallback={null}>
              <TwoFactorSetupSteps
                account={account}
                hasPassword={me?.hasPassword !== false}
                onDone={onDone}
              />
            </Suspense>
          </Stack>
        </MainCard>
      </Box>
    </Stack>
  )
}
