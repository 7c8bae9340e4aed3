import { type LoaderFunctionArgs, redirect } from 'react-router'
import { mutate } from 'swr'
import { fetchMe } from '#client/features/auth/api/auth-api.ts'
import { basePath } from '#client/lib/base-path.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { HOME_PATH, type Me } from '#shared/auth.ts'

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

/** Every page of the main layout needs a signed-in person (issue 3): otherwise, Login with `next`. */
export async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<Me> {
  const me = await fetchMe()
  await mutate(apiPaths.me, me, { revalidate: false })
  if (!me) throw redirect(loginPathFor(appPath(new URL(request.url))))
  return me
}

/** Signed-in people who open Login or Register go to the dashboard. */
export async function redirectIfSignedIn(): Promise<null> {
  const me = await fetchMe().catch(() => null)
  if (me) throw redirect(HOME_PATH)
  return null
}
