// The administration's pages, relative to the base path.

export const PEOPLE_PAGE_PATH = '/admin/users'
export const AUDIT_PAGE_PATH = '/admin/audit'

export function adminPersonPagePath(id: string): string {
  return `${PEOPLE_PAGE_PATH}/${encodeURIComponent(id)}`
}

/** Someone's public profile, as every signed-in person sees it. */
export function publicProfilePath(id: string): string {
  return `/people/${encodeURIComponent(id)}`
}
