// A page that paints from its HTML alone (the sign-in pages, prerendered: decision 007; a page the
// server rendered: decision 010) asks for its scripts once that first paint is done, so that on a
// slow connection they do not compete with the stylesheets and fonts the paint waits for.
// public/entry-after-paint.js loads them; this moves a built page's entry script and module
// preloads into its data attributes.

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g

/** What the app dispatches on `document` as it starts hydrating a page the server rendered, and once it has. */
export const HYDRATION_EVENTS = { start: 'foyer:hydrating', done: 'foyer:hydrated' } as const

/**
 * `html` with its entry script and module preloads replaced by the loader, which also preloads
 * `moreImports` (URLs). `nonce` is what the page's other tags carry (a placeholder at build time).
 * With `replayClicks`, a click on the page before the app starts hydrating is made again after.
 * Then the loader runs before the body is parsed (not deferred): it must be listening before a
 * form in the markup can be sent, or the browser sends it itself with the fields in the address.
 * The sign-in pages need not wait for it: their button is disabled until their script runs.
 */
export function entryAfterPaint(
  html: string,
  basePath: string,
  nonce: string,
  { moreImports = [], replayClicks = false }: { moreImports?: string[]; replayClicks?: boolean } = {},
): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry?.[1]) throw new Error('the page has no module script to load after its first paint')
  const imports = [...html.matchAll(MODULE_PRELOAD)]
  let result = html.replace(entry[0], '')
  for (const link of imports) result = result.replace(link[0], '')
  const hrefs = [...imports.map((link) => link[1]), ...moreImports].join(' ')
  const replay = replayClicks ? ' data-replay-clicks' : ' defer'
  const loader = `<script src="${basePath}/entry-after-paint.js" data-entry="${entry[1]}" data-imports="${hrefs}"${replay} nonce="${nonce}"></script>`
  return result.replace('</head>', `    ${loader}\n  </head>`)
}
