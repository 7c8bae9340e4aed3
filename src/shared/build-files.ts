// The files of the client build (dist/client) that the server reads at start-up and never serves as
// they are: the HTML pages get the per-response nonce and the inline config, the rest tells the server
// about the build. The build does not precompress them (vite.config.ts).

/**
 * The CSP hashes ('sha256-…') of the inline scripts the build put into the HTML pages (MUI's
 * colour-scheme script, decision 026): the server allows exactly those (plugins/security.ts).
 */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json'

/** The files each font's first screen needs, to preload for a person who chose it (decision 027). */
export const FONT_PRELOADS_FILE = 'font-preloads.json'

export const serverOnlyBuildFiles = [
  'index.html',
  'auth.html',
  'auth-pages.json',
  'build-info.json',
  'page-preloads.json',
  INLINE_SCRIPT_HASHES_FILE,
  FONT_PRELOADS_FILE,
] as const

/**
 * Where `vite build --ssr` puts the app's server renderer (decision 010), in the client build: a dot
 * directory, never served, and the name of its entry (`render-page.js`).
 */
export const serverRenderer = { dir: '.ssr', entry: 'render-page' } as const
