import {
  type DataRouter,
  data,
  type LoaderFunctionArgs,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { mutate } from 'swr'
import { fetchMeIfSignedIn } from '#client/features/auth/api/sign-in-api.ts'
import { basePath } from '#client/lib/base-path.ts'
import { readJsonBlock } from '#client/lib/json-block.ts'
import { isLeavingPage, pageLoad } from '#client/lib/page-load.ts'
import { forgetPersonalData } from '#client/lib/personal-storage.ts'
import { can, type Permission } from '#shared/admin-rules.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Me } from '#shared/auth.ts'
import { ME_ELEMENT_ID } from '#shared/constants.ts'

/** The path of a request URL relative to the app's base path, with its query. */
export function appPath(url: URL): string {
  const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname
  return `${path}${url.search}`
}

export function loginPathFor(next: string, reason?: 'expired'): string {
  const params = new URLSearchParams({ next })
  if (reason) params.set('reason', reason)
  return `/login?${params}`
}

/**
 * Who the server said is signed in when it sent this page (null: nobody), or undefined when it did
 * not say (an outage). The first load's loaders use it instead of asking GET /api/me.
 */
let pageMe = readJsonBlock<Me | null>(ME_ELEMENT_ID)

/** The page's answer serves its first load only: later navigations ask the server. */
export function forgetPageMeOnceLoaded(router: DataRouter): void {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return
    pageMe = undefined
    unsubscribe()
  })
}

let meInFlight: Promise<Me | null> | null = null

/**
 * Who is signed in, asked once for the loaders of one navigation: the router runs the layout's and
 * the page's loaders side by side, and both want to know. On the first load, the page knows.
 */
function fetchMeOnce(): Promise<Me | null> {
  if (pageMe !== undefined) return Promise.resolve(pageMe)
  meInFlight ??= fetchMeIfSignedIn().finally(() => {
    meInFlight = null
  })
  return meInFlight
}

/**
 * Login with `next`, for a page that needs someone signed in when nobody is (a session that ended
 * while the tab was closed, say): what the browser kept about the last person goes, as at sign-out.
 */
function toLogin(request: Request): Response {
  forgetPersonalData()
  return redirect(loginPathFor(appPath(new URL(request.url))))
}

/** Every page of the main layout needs a signed-in person: otherwise, Login with `next`. */
export async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<Me> {
  const me = await knownMe()
  if (!me) throw toLogin(request)
  return me
}

/** Who is signed in, or null, known to the app's hooks too: the not-found page's layout follows it. */
export async function knownMe(): Promise<Me | null> {
  const me = await fetchMeOnce()
  await mutate(apiPaths.me, me, { revalidate: false })
  return me
}

/**
 * Login, Register and the pages around them are auth.html, a page of their own (decision 007): the
 * router hands a navigation to one over to the browser, which loads it in place of this page.
 */
export function loadAuthPage({ request }: LoaderFunctionArgs): Promise<never> {
  const url = new URL(request.url)
  // Once a page load is asked for (Stop acting as someone, say), that one goes ahead: this one would win.
  if (!isLeavingPage()) pageLoad.replace(`${url.pathname}${url.search}`)
  return new Promise(() => {})
}

/** What a route that needs a permission throws (with status 403) for people without it. */
export type ForbiddenData = { permission: Permission }

export function isForbiddenData(value: unknown): value is ForbiddenData {
  return (
    typeof value === 'object' && value !== null && typeof (value as ForbiddenData).permission === 'string'
  )
}

/**
 * The loader of a page that needs a permission: signed out, Login as for every page;
 * signed in without the permission, a 403 that the route's error screen explains. The API checks
 * the same permission: this only spares people a page of refusals.
 */
export function requirePermission(permission: Permission) {
  return async ({ request }: LoaderFunctionArgs): Promise<Me> => {
    const me = await fetchMeOnce()
    if (!me) throw toLogin(request)
    if (!can(me.role, permission))
      throw data<ForbiddenData>({ permission }, { status: 403, statusText: 'Forbidden' })
    return me
  }
}

/**
 * The guards run again when the path changes, not when only the query does: a table's filters,
 * sort and page live in the query, and each change would otherwise ask /api/me again
 * and show the loading bar. Sessions that end meanwhile are noticed by the layout (401, the stream).
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}
