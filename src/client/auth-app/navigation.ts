import { createContext, useContext, useState } from 'react'
import { basePath } from '#client/lib/base-path.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { writePageView } from '#client/lib/page-view.ts'

// The sign-in pages are a page of their own (auth.html, decision 007): no client-side router. Going
// from one to another, or on into the app, is a page load; these are the only ways they do it.

/** The href of a path of the app ('/login', '/dashboard/default?x=1'). */
export function hrefOf(path: string): string {
  return `${basePath}${path}`
}

/**
 * The query of the request a page is rendered for on the server ('?token=…'), which has no window to
 * read it from: null in the browser, and '' while the build prerenders a page (prerender.tsx).
 */
export const ServerQueryContext = createContext<string | null>(null)

/**
 * The page's query (?next=, ?token=, ?reason=...) as of its first render: the server renders a page
 * with the query it was asked with, so the browser hydrates the same markup.
 */
export function usePageQuery(): URLSearchParams {
  const serverQuery = useContext(ServerQueryContext)
  const [query] = useState(
    () => new URLSearchParams(serverQuery ?? (typeof window === 'undefined' ? '' : window.location.search)),
  )
  return query
}

/**
 * Leaves for another page of the app (the next page after signing in...) in place of this one. The
 * window's view goes first, so that the server renders the dashboard for it (decision 010): written
 * now rather than when the page loads, where reading the locale and time zone (the browser's ICU
 * data) would be a long task of the sign-in page's load.
 */
export function leaveFor(path: string): void {
  writePageView()
  pageLoad.replace(hrefOf(path))
}
