import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Page, type Request } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

// Every browser test watches two things on every page it opens: no request leaves for another
// host (fonts and scripts are bundled), and no console error appears.
export const test = base.extend<{
  pageProblems: string[]
  allowedConsoleErrors: string[]
  otherOrigins: string[]
}>({
  /** Console errors a test causes on purpose (a failed request it aborts itself, say), as substrings. */
  allowedConsoleErrors: [[], { option: true }],
  /** Origins a test goes to on purpose (a sign-in provider's pages), as full origins. */
  otherOrigins: [[], { option: true }],
  pageProblems: [
    async ({ page, baseURL, allowedConsoleErrors, otherOrigins }, use) => {
      const problems: string[] = []
      const ownOrigin = new URL(baseURL ?? 'http://localhost').origin
      const inFlight = new RequestsInFlight()
      requestsInFlight.set(page, inFlight)
      page.on('request', (request) => inFlight.add(request))
      page.on('requestfinished', (request) => inFlight.end(request))
      page.on('requestfailed', (request) => inFlight.end(request))
      page.on('request', (request) => {
        const url = request.url()
        if (url.startsWith('data:') || url.startsWith('blob:')) return
        const { origin } = new URL(url)
        if (origin !== ownOrigin && !otherOrigins.includes(origin))
          problems.push(`request to another host: ${url}`)
      })
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return
        // Asking who is signed in answers 401 when no one is: that is the answer, not a fault.
        if (/status of 401/.test(text) && message.location().url.endsWith('/api/me')) return
        if (allowedConsoleErrors.some((part) => text.includes(part))) return
        problems.push(`console error: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      await use(problems)
      expect(problems, 'requests to other hosts or console errors').toEqual([])
    },
    { auto: true },
  ],
})

// The not-found page is answered with HTTP 404 on purpose; Chromium logs that as an error.
const expectedConsoleErrors: RegExp[] = [/Failed to load resource: the server responded with a status of 404/]

export { expect }

/**
 * The requests a page has made and not yet had answered: what it loads and asks the server, not its
 * event stream (open as long as the page is), nor what a test holds back on purpose (holdRequests).
 */
class RequestsInFlight {
  private readonly pending = new Set<Request>()
  private readonly held: RegExp[] = []
  private waiters: (() => void)[] = []

  add(request: Request) {
    if (!WAITED_FOR.has(request.resourceType())) return
    if (this.held.some((pattern) => pattern.test(request.url()))) return
    this.pending.add(request)
  }

  end(request: Request) {
    if (!this.pending.delete(request) || this.pending.size > 0) return
    for (const resolve of this.waiters.splice(0)) resolve()
  }

  /** Leaves the requests matching `pattern` out until the returned function is called. */
  hold(pattern: RegExp): () => void {
    this.held.push(pattern)
    return () => this.held.splice(this.held.indexOf(pattern), 1)
  }

  /** Resolves once nothing is in flight. */
  emptied(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  urls(): string[] {
    return [...this.pending].map((request) => request.url())
  }
}
const WAITED_FOR = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr'])
const requestsInFlight = new WeakMap<Page, RequestsInFlight>()

/**
 * Waits until the page has had every answer it asked for and drawn them: what arrives after a page's
 * heading (a card's list) redraws it, and a check that runs meanwhile sees half of a change (a
 * button's colour between disabled and enabled). A page made outside the test's own `page` is not
 * watched.
 */
export async function waitForAnswers(page: Page) {
  const inFlight = requestsInFlight.get(page)
  if (!inFlight) return
  const deadline = Date.now() + 10_000
  for (;;) {
    let timer: NodeJS.Timeout | undefined
    const tooLong = new Promise<'too long'>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), 'too long')
    })
    const outcome = await Promise.race([inFlight.emptied(), tooLong])
    clearTimeout(timer)
    expect(outcome === 'too long' ? inFlight.urls() : [], 'requests still unanswered after 10 s').toEqual([])
    // The page's own tasks that the answers queued (a render, the scripts it asks for) run before a
    // message posted now is received.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = resolve
          channel.port2.postMessage(null)
        }),
    )
    if (inFlight.urls().length === 0) return
  }
}

/** The account the browser tests sign in with by default (made by tests/e2e/auth.setup.ts). */
export const ADMIN = {
  firstName: 'Ada',
  lastName: 'Admin',
  name: 'Ada Admin',
  email: 'admin@example.org',
  password: 'e2e admin pass phrase',
}
// Outside Playwright's outputDir, which it empties.
export const ADMIN_STATE = 'test-results/e2e-state/admin.json'
/** For tests that start signed out. */
export const SIGNED_OUT = { cookies: [], origins: [] }

/**
 * "Confirm it's you" with the password, through the API as the dialog sends it: for a test whose
 * point is the change that follows, not the dialog (account.spec.ts and two-factor.spec.ts go through
 * the dialog itself). It counts for the next ten minutes.
 */
export async function confirmItsYou(page: Page, baseURL: string | undefined, password: string) {
  const origin = new URL(baseURL ?? '').origin
  const response = await page.request.post('api/account/confirmation', {
    headers: { origin },
    data: { method: 'password', password },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Where the test server writes mails (no SMTP_URL). */
export const OUTBOX_DIR = 'test-results/playwright-data/outbox'

/** The WCAG 2.2 AA rules of axe (from 4.14 on, label-content-name-mismatch among them). */
export const AXE_WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's minified build: the same rules as the axe.js that @axe-core/playwright evaluates, at
 * less than half the size to parse.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe with the WCAG 2.2 AA tags, run in the page itself (`axe.run`), axe evaluated once a page.
 * @axe-core/playwright evaluated the whole of axe.js twice a check (once to look for `runPartial`,
 * once more per frame in its legacy mode), and its default mode joins the results in a new blank
 * page: most of each check's time here (docs/testing.md). The app's pages have no frames, the one
 * thing only those modes reach. axe runs every rule all the same, but lists the elements of its
 * violations alone: listing and sending back every element that passed was much of each check.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const options: RunOptions = { resultTypes: ['violations'], runOnly: { type: 'tag', values: AXE_WCAG_TAGS } }
  return page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, runOptions),
    options,
  )
}

/**
 * In the page: the animations that end by themselves and are still running, by name; with `wait`,
 * none, once every one has ended, however many start meanwhile. Waiting in the page returns the
 * moment the last one ends (polling from the test overshot by up to a poll's interval), and uses no
 * timer of the page's, which page.clock may have stopped.
 */
async function finiteAnimations(wait: boolean): Promise<string[]> {
  const running = () =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
      )
  if (wait)
    for (let left = running(); left.length > 0; left = running())
      await Promise.allSettled(left.map((animation) => animation.finished))
  return running().map((animation) => {
    const name =
      animation instanceof CSSTransition
        ? `transition of ${animation.transitionProperty}`
        : animation instanceof CSSAnimation
          ? `animation ${animation.animationName}`
          : `animation ${animation.id || '(script)'}`
    const target = (animation.effect as KeyframeEffect | null)?.target
    return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '?'}`
  })
}

/**
 * Runs axe with the WCAG 2.2 AA tags and fails on any violation, listing them readably. It waits
 * for the page's answers (waitForAnswers) and then for running transitions to end first: a popup still fading in has a colour contrast that no one
 * reads (popups load on demand, so one may still be opening when the test gets here). Endless
 * animations (a spinner) never end, so they are not waited for; a finite one still running after
 * 10 s fails the test by name.
 */
export async function expectNoAxeViolations(page: Page, context = '') {
  await waitForAnswers(page)
  let timer: NodeJS.Timeout | undefined
  const tooLong = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, 10_000, null)
  })
  const ended = await Promise.race([page.evaluate(finiteAnimations, true), tooLong])
  clearTimeout(timer)
  expect(
    ended ?? (await page.evaluate(finiteAnimations, false)),
    `animations still running ${context}`,
  ).toEqual([])
  const results = await runAxe(page)
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(violations, `axe violations ${context}`).toEqual([])
}

/**
 * Lets every toast's time run out now, rather than waiting for it: the page's clock must have been
 * installed (page.clock.install()) before the page loaded. The pointer moves off the page's content
 * first, since a toast under the pointer stays until it leaves (MUI's Snackbar; WCAG 2.2.1).
 */
export async function letToastsRunOut(page: Page) {
  await page.mouse.move(0, 0)
  // Longer than any toast stays (src/client/components/toast.tsx: 5 s, 8 s with Undo).
  await page.clock.fastForward(10_000)
}

/** Opens a page of the app and waits until its h1 is there. */
export async function openPage(page: Page, path: string) {
  await page.goto(path.replace(/^\//, ''))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

export async function box(page: Page, testId: string) {
  const element = page.getByTestId(testId)
  const rect = await element.boundingBox()
  if (!rect) throw new Error(`${testId} has no box`)
  return rect
}

/** The width of the drawer's paper as rendered (0 when it is off screen). */
export async function drawerPaperWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const paper = document.querySelector<HTMLElement>('#app-drawer .MuiDrawer-paper')
    if (!paper) return 0
    const rect = paper.getBoundingClientRect()
    return rect.right <= 0 ? 0 : Math.round(rect.width)
  })
}

/** Holds back the requests (scripts, API calls) whose URLs match `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  const unhold = requestsInFlight.get(page)?.hold(pattern)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return () => {
    unhold?.()
    release()
  }
}

/** A page pattern with its `:id` the signed-in person's own (for the pages whose path names a person). */
export async function withOwnId(page: Page, path: string): Promise<string> {
  if (!path.includes('/:')) return path
  const me = (await (await page.request.get('api/me')).json()) as { id: string }
  return path.replace(/:\w+/g, me.id)
}
