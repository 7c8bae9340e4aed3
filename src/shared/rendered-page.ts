import type { Me } from './auth.ts'
import type { Language } from './languages.ts'
import type { PageView } from './page-view.ts'
import type { AuthPagePath } from './pages.ts'
import type { SignInPageOptions } from './sso.ts'

/** What a page rendered on the server tells the app that hydrates it (decision 010). */
export type RenderedPage = {
  /** The view the markup is for: the app hydrates only if its own is the same. */
  view: PageView
  /** The server's clock at the render (ms): relative times ("5 min ago") are hydrated as written. */
  now: number
  /** API answers by path, as the page's SWR hooks ask for them. */
  answers: Record<string, unknown>
  /**
   * The texts the render's dates and numbers were written as, by format and value
   * (src/client/lib/format.ts): the browser hydrates with them without starting its own Intl.
   */
  written: Record<string, string>
}

/**
 * How many rounds of answers a render asks for (a hook may need another's answer first): what the
 * page asks for after them is rendered loading, and the browser asks for it.
 */
export const RENDER_ROUNDS = 3
/** How many API paths one round may ask for. */
export const RENDER_ASKS_PER_ROUND = 8

/** What the server gives the app's server renderer (src/client/ssr/render-page.tsx) for one page. */
export type RenderInput = Omit<RenderedPage, 'written'> & {
  /** The page's full URL, as the browser asked for it. */
  url: string
  /** The app's base path ('' at the root). */
  basePath: string
  nonce: string
  /** Who is signed in: nobody only on the not-found page. */
  me: Me | null
  /** The language the page is in: the person's, else their browser's (the page's <html lang>). */
  language: Language
  /**
   * The answers to API paths the page's hooks asked for and `answers` lacks, as the server's own
   * routes give them to the person: those that answered in time, by path.
   */
  ask: (paths: readonly string[]) => Promise<Record<string, unknown>>
}

/** A page rendered on the server: the markup of #root, and what goes with it. */
export type RenderedHtml = {
  html: string
  /** The styles the markup needs, for the end of <head>. */
  head: string
  /** What the app hydrates with, for the RENDERED_ELEMENT_ID block. */
  page: RenderedPage
}

export type RenderPage = (input: RenderInput) => Promise<RenderedHtml | null>

/** A sign-in page rendered to markup (src/client/auth-app/prerender.tsx): its document title and #root. */
export type RenderedAuthPage = { title: string; html: string }

/** The key of a sign-in page the build prerendered, in a language (the build's auth-pages.json). */
export const prerenderedAuthPageKey = (language: string, path: string): string => `${language} ${path}`

/** Who is signed in, as Login and Register say it to someone who opens them signed in. */
export type SignedInAs = { name: string; email: string }

/**
 * Renders a sign-in page for a request's query ('' for none, else '?token=…'), for Login and
 * Register opened by someone signed in, who that is, and in a language.
 */
export type RenderAuthPage = (
  path: AuthPagePath,
  query: string,
  signedIn?: SignedInAs | null,
  options?: SignInPageOptions,
  language?: Language,
) => RenderedAuthPage
