import * as z from 'zod/mini'

import { roles } from './auth.ts'
import { SEARCH_QUERY_HARD_MAX } from './search-rules.ts'

// The search palette's server results. Pages and actions are found in the client (from
// the menu tree and the action list); people, notifications and audit events come from
// GET {BASE}/api/search?q=, under the same permission checks as the rest of the API.

export * from './search-rules.ts'

/** GET {BASE}/api/search's query: one q, cut at SEARCH_QUERY_MAX, refused past SEARCH_QUERY_HARD_MAX. */
export const searchQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(SEARCH_QUERY_HARD_MAX))),
})

export const searchResultsSchema = z.object({
  /** The query as searched (trimmed, cut at SEARCH_QUERY_MAX). */
  query: z.string(),
  people: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(roles) })),
  notifications: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      link: z.nullable(z.string()),
      createdAt: z.string(),
      readAt: z.nullable(z.string()),
    }),
  ),
  auditEvents: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      createdAt: z.string(),
      actorName: z.nullable(z.string()),
      targetId: z.nullable(z.string()),
      targetName: z.nullable(z.string()),
    }),
  ),
  /** Records of the resources the person may read (src/shared/resources), by title. */
  records: z.array(z.object({ resource: z.string(), id: z.string(), title: z.string() })),
})
export type SearchResults = z.infer<typeof searchResultsSchema>
