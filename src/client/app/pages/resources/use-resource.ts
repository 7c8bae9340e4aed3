import { useLocation } from 'react-router'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { resourceAt } from '#client/features/resources/resource-view.ts'
import type { ResourceDefinition } from '#shared/resource.ts'

/**
 * The resource whose page this is (its name is the path's first segment), and the signed-in person
 * (the main layout's guard has made sure there is one).
 */
export function useResource(): { definition: ResourceDefinition; me: ReturnType<typeof useMe>['data'] } {
  const { pathname } = useLocation()
  const definition = resourceAt(pathname)
  const { data: me } = useMe()
  if (!definition) throw new Error(`No resource is at ${pathname}`)
  return { definition, me }
}
