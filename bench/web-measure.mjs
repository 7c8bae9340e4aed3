// Used by bench/web.mjs: what one page costs in a real Chromium (bytes, requests, paint timings,
// layout shifts, axe), and one Lighthouse run.

import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumFlags } from '../scripts/chromium-path.mjs'

/** The desktop layout of the e2e tests (the drawer is open from 1440 px). */
const viewport = { width: 1440, height: 900 }
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

function kindOf(contentType, url) {
  if (/javascript|ecmascript/.test(contentType) || /\.m?js$/.test(url.pathname)) return 'js'
  if (contentType.includes('text/css') || url.pathname.endsWith('.css')) return 'css'
  if (contentType.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(url.pathname)) return 'font'
  return 'other'
}

/**
 * Opens `url` in a fresh browser context (so a cold cache), without touching the page, and measures
 * its initial load: every request made until the load event and then network idle.
 */
export async function measurePage(browser, { url, origin, storageState }) {
  const context = await browser.newContext({ viewport, storageState, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const started = new Map()
    const finished = new Map()
    const consoleErrors = []
    let isSettled = false
    context.on('request', (request) => {
      if (isSettled) return
      const requestUrl = request.url()
      if (requestUrl.startsWith('data:') || requestUrl.startsWith('blob:')) return
      started.set(request, { url: requestUrl, type: request.resourceType(), failure: null })
    })
    context.on('requestfinished', (request) => {
      const entry = started.get(request)
      if (entry) finished.set(request, describeResponse(request, entry))
    })
    context.on('requestfailed', (request) => {
      const entry = started.get(request)
      if (entry) entry.failure = request.failure()?.errorText ?? 'failed'
    })
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`))

    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    // Playwright's network idle leaves out EventSource streams (the notification stream never ends).
    await page.waitForLoadState('networkidle', { timeout: 60_000 })
    // Let the last paint and any late layout shift land before reading the figures.
    await page.waitForTimeout(1000)
    isSettled = true

    const vitals = await page.evaluate(readVitals)
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null)
    const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze()
    const responses = await Promise.all(finished.values())
    // Started but not finished: the notification stream (it never ends), or a failed request.
    const unfinished = [...started]
      .filter(([request]) => !finished.has(request))
      .map(([, entry]) => ({
        ...entry,
        status: null,
        kind: 'other',
        encoding: null,
        encoded: 0,
        decoded: 0,
        gzip: 0,
      }))
    const requests = [...responses, ...unfinished]

    const sum = (kind, field) =>
      requests.filter((r) => r.kind === kind).reduce((total, r) => total + r[field], 0)
    const totals = {}
    for (const kind of ['js', 'css', 'font']) {
      totals[kind] = {
        files: requests.filter((r) => r.kind === kind).length,
        transferred: sum(kind, 'encoded'),
        decoded: sum(kind, 'decoded'),
        gzip: sum(kind, 'gzip'),
      }
    }
    return {
      status: response?.status() ?? null,
      finalUrl: page.url(),
      heading: heading?.trim() ?? null,
      requestCount: requests.length,
      otherHosts: requests.filter((r) => new URL(r.url).origin !== origin).map((r) => r.url),
      uncompressed: requests
        .filter((r) => (r.kind === 'js' || r.kind === 'css') && r.decoded > 1024 && !r.encoding)
        .map((r) => r.url),
      totals,
      ...summariseVitals(vitals),
      axe: axe.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      })),
      consoleErrors,
      requests: requests.map((r) => ({
        ...r,
        url: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
      })),
    }
  } finally {
    await context.close()
  }
}

async function describeResponse(request, entry) {
  const response = await request.response()
  const url = new URL(entry.url)
  const headers = response ? await response.allHeaders() : {}
  const kind = kindOf(headers['content-type'] ?? '', url)
  const sizes = await request.sizes()
  const body = response && kind !== 'other' ? await response.body().catch(() => Buffer.alloc(0)) : null
  return {
    ...entry,
    status: response?.status() ?? null,
    kind,
    encoding: headers['content-encoding'] ?? null,
    // The body as it came over the wire (after content-encoding), without headers.
    encoded: sizes.responseBodySize,
    decoded: body?.length ?? 0,
    // gzip -9, as scripts/bundle-report.mjs measures the budgets.
    gzip: body && (kind === 'js' || kind === 'css') ? gzipSync(body, { level: 9 }).length : 0,
  }
}

/** Runs in the page: paint, LCP and layout-shift entries, buffered since navigation. */
function readVitals() {
  const describe = (node) => {
    if (!node) return null
    if (node.nodeType !== 1) return describe(node.parentElement)
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)
    const classes =
      typeof node.className === 'string' ? node.className.split(/\s+/).slice(0, 3).join('.') : ''
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`
  }
  return new Promise((resolve) => {
    const out = { fcp: null, lcp: null, shifts: [], navigation: null }
    const observe = (type, onEntry) => {
      try {
        new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
          type,
          buffered: true,
        })
      } catch {}
    }
    observe('paint', (e) => {
      if (e.name === 'first-contentful-paint') out.fcp = e.startTime
    })
    observe('largest-contentful-paint', (e) => {
      out.lcp = { time: e.startTime, size: e.size, element: describe(e.element), url: e.url || null }
    })
    observe('layout-shift', (e) => {
      if (e.hadRecentInput) return
      out.shifts.push({
        time: e.startTime,
        value: e.value,
        sources: (e.sources ?? []).map((s) => describe(s.node)).filter(Boolean),
      })
    })
    const [navigation] = performance.getEntriesByType('navigation')
    if (navigation)
      out.navigation = {
        ttfb: navigation.responseStart,
        domContentLoaded: navigation.domContentLoadedEventEnd,
        load: navigation.loadEventEnd,
      }
    // Buffered entries arrive in a task after observe().
    setTimeout(() => resolve(out), 200)
  })
}

/** CLS as Chromium defines it: the largest session window (gaps under 1 s, at most 5 s long). */
function summariseVitals(vitals) {
  let cls = 0
  let windowValue = 0
  let windowStart = 0
  let previous = -Infinity
  for (const shift of vitals.shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      windowValue = 0
      windowStart = shift.time
    }
    windowValue += shift.value
    previous = shift.time
    cls = Math.max(cls, windowValue)
  }
  return {
    fcpMs: vitals.fcp,
    lcpMs: vitals.lcp?.time ?? null,
    lcpElement: vitals.lcp?.element ?? null,
    lcpUrl: vitals.lcp?.url ?? null,
    cls,
    layoutShifts: vitals.shifts,
    navigation: vitals.navigation,
  }
}

/** chrome-launcher with Debian's Chromium; its own temporary profile, removed on kill. */
export function launchChromeForLighthouse(chromePath) {
  return launch({
    chromePath,
    chromeFlags: [...chromiumFlags.filter((flag) => flag !== '--headless'), '--headless=new'],
    // bench/web.mjs stops everything itself, the server included.
    handleSIGINT: false,
    logLevel: 'silent',
  })
}

/**
 * Puts a signed-in person's cookies into the cookie store of the Chrome at `port`. (Not Lighthouse's
 * extraHeaders: once the page writes a cookie of its own, foyer.view, Chrome sends its store's
 * cookies instead of that header, and the session is lost.)
 */
async function addCookies(port, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    await browser.contexts()[0].addCookies(cookies)
  } finally {
    await browser.close()
  }
}

/**
 * One Lighthouse run; `preset` is 'mobile' (the default config) or 'desktop'. `cookies` (Playwright's
 * storage state) sign it in. The Chrome at `port` is a fresh one with its own profile: its cache is
 * cold without Lighthouse's storage reset, which would clear the cookies too. `ignoreStatusCode`
 * lets a page answered with an error status (the not-found page's 404) be measured.
 */
export async function runLighthouse({ port, url, preset, cookies, ignoreStatusCode = false }) {
  if (cookies) await addCookies(port, cookies)
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookies ? { disableStorageReset: true } : {}),
    ...(ignoreStatusCode ? { ignoreStatusCode } : {}),
  }
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error('Lighthouse returned nothing')
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    lcpElement: findNode(lhr.audits['lcp-breakdown-insight']?.details),
    failing: {
      accessibility: failingAudits(lhr, 'accessibility'),
      bestPractices: failingAudits(lhr, 'best-practices'),
      performance: failingAudits(lhr, 'performance'),
    },
    // Lighthouse's CPU benchmark of this machine at the time: low when it is busy (then TBT and the
    // simulated timings are pessimistic).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // Lighthouse 13 wants Node 22.19: on Node 20 a few unscored insights throw (iterator helpers).
    erroredAudits: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`),
    warnings: lhr.runWarnings,
    // The whole report, for the Lighthouse viewer; bench/web.mjs writes it to a file of its own.
    lhr,
  }
}

/** The audits of a category that lost points, with what they flagged. */
function failingAudits(lhr, categoryId) {
  return (lhr.categories[categoryId]?.auditRefs ?? [])
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((audit) => audit.score != null && audit.score < 1)
    .filter((audit) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map((audit) => ({
      id: audit.id,
      weight: audit.weight,
      score: audit.score,
      title: audit.title,
      displayValue: audit.displayValue ?? null,
      items: (audit.details?.items ?? []).slice(0, 5).map(describeItem),
    }))
}

function describeItem(item) {
  const node = findNode(item)
  const parts = [item.description, item.url, item.source?.url, node].filter(Boolean)
  return parts.length ? parts.join(' ').slice(0, 200) : JSON.stringify(item).slice(0, 200)
}

/** The first DOM node a Lighthouse details object names, as a short label. */
function findNode(details) {
  if (!details || typeof details !== 'object') return null
  if (details.type === 'node') return `${details.selector ?? ''} ${details.snippet ?? ''}`.trim()
  for (const value of Object.values(details)) {
    const found = findNode(value)
    if (found) return found
  }
  return null
}
