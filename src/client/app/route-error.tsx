import DashboardOutlinedIcon from '@ant-design/icons-svg/es/asn/DashboardOutlined'
import ReloadOutlinedIcon from '@ant-design/icons-svg/es/asn/ReloadOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { CHUNK_RELOAD_KEY, ChunkLoadError } from '#client/lib/lazy-page.ts'
import { permissionMessages, rolesGranting } from '#client/lib/permissions.ts'
import type { Permission } from '#shared/admin-rules.ts'
import { HOME_PATH, type Role, roles } from '#shared/auth-rules.ts'
import { MAIN_CONTENT_ID } from '#shared/constants.ts'
import { isForbiddenData } from './guards.ts'

const DashboardOutlined = antIcon(DashboardOutlinedIcon)
const ReloadOutlined = antIcon(ReloadOutlinedIcon)

const messages = defineMessages({
  notLoaded: { id: 'error.not-loaded', defaultMessage: 'This page could not be loaded' },
  notLoadedWhy: {
    id: 'error.not-loaded-why',
    defaultMessage:
      'Part of Foyer did not arrive, even after a reload. The server may be restarting or your connection may have dropped.',
  },
  failed: { id: 'error.failed', defaultMessage: 'Something went wrong' },
  failedWhy: {
    id: 'error.failed-why',
    defaultMessage:
      'An unexpected error stopped this page. Reloading usually helps; if it keeps happening, tell your administrator.',
  },
  reload: { id: 'error.reload', defaultMessage: 'Reload' },
})

const forbidden = defineMessages({
  heading: { id: 'error.forbidden', defaultMessage: '403 – You need a permission you do not have' },
  unknown: {
    id: 'error.forbidden-why-unknown',
    defaultMessage:
      'Your role does not grant the permission this page needs; ask an administrator of this instance if you need it.',
  },
  home: { id: 'error.forbidden-home', defaultMessage: 'Go to the dashboard' },
})
/** Which roles hold a permission, as the sentence's select names them. */
type Holders = Role | 'everyone' | 'none'
const forbiddenWhy = defineMessage<{ permission: string; holders: Holders }>({
  id: 'error.forbidden-why',
  defaultMessage:
    'This page needs the permission to {permission}{holders, select, admin {, which administrators have} member {, which members have} everyone {, which administrators and members have} other {}}. Your role does not grant it; ask an administrator of this instance if you need it.',
})

function holdersOf(permission: Permission): Holders {
  const holders = rolesGranting(permission)
  if (holders.length === roles.length) return 'everyone'
  return holders[0] ?? 'none'
}

function ErrorScreen({
  isInLayout,
  isAlert,
  children,
}: {
  isInLayout: boolean
  isAlert: boolean
  children: ReactNode
}) {
  // Inside the main layout, the layout already has the <main> landmark and the skip link's target.
  return (
    <Stack
      component={isInLayout ? 'div' : 'main'}
      id={isInLayout ? undefined : MAIN_CONTENT_ID}
      role={isAlert ? 'alert' : undefined}
      sx={{
        minHeight: isInLayout ? '50vh' : '60vh',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      {children}
    </Stack>
  )
}

/** What someone sees on a page whose permission their role does not grant (status 403). */
function Forbidden({ isInLayout, permissionNeeded }: { isInLayout: boolean; permissionNeeded: unknown }) {
  const intl = useIntl()
  const permission = isForbiddenData(permissionNeeded) ? permissionNeeded.permission : null
  return (
    <ErrorScreen isInLayout={isInLayout} isAlert={false}>
      <Typography variant="h3" component="h1">
        {intl.formatMessage(forbidden.heading)}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 560 }}>
        {permission
          ? intl.formatMessage(forbiddenWhy, {
              permission: intl.formatMessage(permissionMessages[permission]),
              holders: holdersOf(permission),
            })
          : intl.formatMessage(forbidden.unknown)}
      </Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={HOME_PATH}
        startIcon={<DashboardOutlined aria-hidden />}
      >
        {intl.formatMessage(forbidden.home)}
      </Button>
    </ErrorScreen>
  )
}

/** What a route shows when its module cannot load after one reload, when it throws, or on a 403. */
export function RouteError({ isInLayout = false }: { isInLayout?: boolean }) {
  const error = useRouteError()
  const intl = useIntl()
  if (isRouteErrorResponse(error) && error.status === 403)
    return <Forbidden isInLayout={isInLayout} permissionNeeded={error.data} />
  const isChunkError = error instanceof ChunkLoadError
  const reload = () => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY)
    window.location.reload()
  }
  return (
    <ErrorScreen isInLayout={isInLayout} isAlert>
      <Typography variant="h3" component="h1">
        {intl.formatMessage(isChunkError ? messages.notLoaded : messages.failed)}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 520 }}>
        {intl.formatMessage(isChunkError ? messages.notLoadedWhy : messages.failedWhy)}
      </Typography>
      <Button variant="contained" startIcon={<ReloadOutlined aria-hidden />} onClick={reload}>
        {intl.formatMessage(messages.reload)}
      </Button>
    </ErrorScreen>
  )
}

/** The error screen of a page inside the main layout: drawer, top bar and breadcrumbs stay around it. */
export function PageRouteError() {
  return <RouteError isInLayout />
}
