import { useEffect, useState } from 'react'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { SearchResults } from '#shared/search.ts'
import { SEARCH_QUERY_MAX } from '#shared/search-rules.ts'

// The palette's server results, asked after the person pauses typing.

export const SEARCH_DEBOUNCE_MS = 200

const empty: SearchResults = { query: '', people: [], notifications: [], auditEvents: [], records: [] }

export function useServerSearch(query: string): {
  results: SearchResults
  isSearching: boolean
  error: string | null
} {
  const [state, setState] = useState({ results: empty, isSearching: false, error: null as string | null })
  const text = query.trim().slice(0, SEARCH_QUERY_MAX)
  useEffect(() => {
    if (text.length < 2) {
      setState({ results: empty, isSearching: false, error: null })
      return
    }
    const controller = new AbortController()
    setState((previous) => ({ ...previous, isSearching: true }))
    const timer = setTimeout(async () => {
      try {
        const results = await fetchJson<SearchResults>(
          `${apiPaths.search}?${new URLSearchParams({ q: text })}`,
          {
            signal: controller.signal,
          },
        )
        setState({ results, isSearching: false, error: null })
      } catch (caught) {
        if (controller.signal.aborted) return
        setState({ results: empty, isSearching: false, error: (caught as Error).message })
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])
  return state
}
