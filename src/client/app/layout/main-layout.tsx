import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { mutate, useSWRConfig } from 'swr'
import { UnsavedChangesGuard } from '#client/components/form/unsaved-changes.tsx'
import { Loader } from '#client/components/loader.tsx'
import { ConfirmationHost } from '#client/features/account/components/confirmation-host.tsx'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { initialDrawerOpen, useMenuMaster } from '#client/features/menu/api/use-menu-master.ts'
import {
  NotificationStream,
  type SessionEndReason,
} from '#client/features/notifications/hooks/use-notification-stream.ts'
import { onUnauthorized } from '#client/lib/fetch-json.ts'
import type { PageModule } from '#client/lib/lazy-page.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { forgetOthersPersonalData, forgetPersonalData } from '#client/lib/personal-storage.ts'
import { isSessionChanging, sessionChangesSettled } from '#client/lib/session-change.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { isAccountPath } from '#client/navigation/account-sections.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { BREAKPOINTS, DRAWER_OPEN_MIN_WIDTH, MAIN_CONTENT_ID } from '#shared/constants.ts'
import { DEFAULT_LOOK, type LayoutWidth } from '#shared/look.ts'
import { loginPathFor } from '../guards.ts'
import { AccountLayout } from './account-layout.tsx'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { MainDrawer } from './drawer/main-drawer.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header/header.tsx'
import { usePersonColorMode } from './use-person-color-mode.ts'

// The page modules, imported from the layout's own module: when a page loads, the layout and
// everything it imports are already loaded, and the bundler knows it. So a module that the layout
// and some pages share stays in the layout's chunk instead of becoming a small chunk of its own
// (decision 004). The router names them as src/shared/pages.ts does ('account/settings').
const pageModules = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/**/*.test.tsx'])

/** The loader of a page module by its name in src/shared/pages.ts, or undefined when there is none. */
export function pageModuleLoader(name: string): (() => Promise<PageModule>) | undefined {
  return pageModules[`../pages/${name}.tsx`]
}

// The set-up an instance requiring two-factor shows first (its steps are a chunk of their own).
const TwoFactorGate = lazyPanel(() => import('./two-factor-gate.tsx').then((loaded) => loaded.TwoFactorGate))

// Shown only while an administrator acts as someone: its chunk (and the administration calls it
// brings) is fetched then, not on every page's first load.
const ImpersonationBanner = lazyPanel(() =>
  import('#client/features/admin/components/impersonation-banner.tsx').then(
    (loaded) => loaded.ImpersonationBanner,
  ),
)

/**
 * A session that ends elsewhere (expired, revoked, signed out in another tab) sends the page to
 * Login with a message: any API answering 401 makes the app ask who is signed in, and no one is.
 * What the browser kept about the person goes then too, as at sign-out.
 */
function useSessionWatch() {
  const { data: me } = useMe()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  useEffect(() => {
    onUnauthorized((path) => {
      if (path !== apiPaths.me) void mutate(apiPaths.me)
    })
    return () => onUnauthorized(null)
  }, [])
  // Someone else signed in on this computer: what the browser kept about the previous person goes.
  const personId = me?.id
  useEffect(() => {
    if (personId) forgetOthersPersonalData(personId)
  }, [personId])
  useEffect(() => {
    if (me !== null || isSessionChanging()) return
    forgetPersonalData()
    void navigate(loginPathFor(`${pathname}${search}`, 'expired'), { replace: true })
  }, [me, navigate, pathname, search])
}

/**
 * What the notification stream's "end" event leads to: a ban goes straight to Login with its
 * message; any other ended session re-checks who is signed in, which leads to Login (?reason=expired)
 * unless this tab is changing its session on purpose. A password changed with the other sessions
 * signed out replaces this tab's session too, and the stream may report the old one's end before or
 * after the new cookie arrives: once the change is over, a person still signed in means this tab has
 * a new session, and `restartStream` opens the stream again with it.
 */
function useSessionEndHandler(restartStream: () => void) {
  const navigate = useNavigate()
  const { mutate: mutateScoped, cache } = useSWRConfig()
  return useCallback(
    (reason: SessionEndReason) => {
      if (reason === 'banned') {
        forgetPersonalData()
        void navigate('/login?reason=banned', { replace: true })
        return
      }
      void mutateScoped(apiPaths.me)
        // An unreachable server: useMe asks again on focus and every minute.
        .catch(() => undefined)
        .then(sessionChangesSettled)
        .then(() => {
          if (!isSessionChanging() && cache.get(apiPaths.me)?.data) restartStream()
        })
    },
    [navigate, mutateScoped, cache, restartStream],
  )
}

/** A contained layout stops at 1440 px, centred (decision 027); a full one fills the window. */
const widthOf = (width: LayoutWidth) =>
  width === 'contained' ? { width: '100%', maxWidth: BREAKPOINTS.xl, mx: 'auto' } : undefined

/** The main layout: drawer, top bar, breadcrumbs and footer around the page. */
export function Component() {
  useSessionWatch()
  // A new stream (a new element) for a new session of the same person.
  const [streamKey, setStreamKey] = useState(0)
  const restartStream = useCallback(() => setStreamKey((key) => key + 1), [])
  const onSessionEnded = useSessionEndHandler(restartStream)
  const { data: me } = useMe()
  usePersonColorMode(me?.colorMode)
  const { pathname } = useLocation()
  const samplePages = usePublicConfig()?.samplePages ?? true
  const { isMenuMasterLoading, setDrawerOpen } = useMenuMaster()
  const isExtraLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true })
  const intl = useIntl()

  // The first value comes from the window width (use-menu-master.ts); afterwards, crossing the
  // 1440 px line opens or closes the drawer the way a fresh load at that width would.
  const look = me?.look ?? DEFAULT_LOOK
  const previous = useRef(isExtraLarge)
  useEffect(() => {
    if (previous.current === isExtraLarge) return
    previous.current = isExtraLarge
    setDrawerOpen(initialDrawerOpen(isExtraLarge ? DRAWER_OPEN_MIN_WIDTH : 0, look.miniDrawer))
  }, [isExtraLarge, setDrawerOpen, look.miniDrawer])

  // The instance requires two-factor of this person and they have none: its set-up first, kept on
  // screen once started until its recovery codes are saved (confirming it turns it on meanwhile).
  const [isGated, setIsGated] = useState(false)
  if (!isGated && me?.twoFactorRequired && !me.twoFactorEnabled && !me.impersonation) setIsGated(true)
  if (isGated)
    return (
      <Suspense fallback={null}>
        <ConfirmationHost />
        <TwoFactorGate onDone={() => setIsGated(false)} />
      </Suspense>
    )

  if (isMenuMasterLoading)
    return (
      <Loader label={intl.formatMessage({ id: 'layout.loading-menu', defaultMessage: 'Loading the menu' })} />
    )

  return (
    <Box sx={{ display: 'flex', width: '100%' }}>
      <NotificationStream key={streamKey} onSessionEnded={onSessionEnded} />
      <UnsavedChangesGuard />
      <ConfirmationHost />
      <Header />
      <MainDrawer />
      <Box
        sx={{
          width: '100%',
          minWidth: 0,
          flexGrow: 1,
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {/* Keeps the page clear of the fixed top bar. */}
        <Toolbar disableGutters />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ position: 'relative', flex: 1, minHeight: 'calc(100vh - 170px)', outline: 'none' }}
        >
          {me?.impersonation && (
            <Suspense fallback={null}>
              <ImpersonationBanner me={me} />
            </Suspense>
          )}
          <Box sx={widthOf(look.width)}>
            <Breadcrumbs />
            {isAccountPath(pathname, samplePages) ? (
              <AccountLayout>
                <Outlet />
              </AccountLayout>
            ) : (
              <Outlet />
            )}
          </Box>
        </Box>
        <Box sx={widthOf(look.width)}>
          <Footer />
        </Box>
      </Box>
    </Box>
  )
}
