// The files of the client build (dist/client) that the server reads at start-up and never serves as
// they are: the HTML pages get the per-response nonce and the inline config, the rest tells the server
// about the build. The build does not precompress them (vite.config.ts).

export const serverOnlyBuildFiles = [
  'index.html',
  'auth.html',
  'auth-pages.json',
  'build-info.json',
  'page-preloads.json',
] as const

/**
 * Where `vite build --ssr` puts the app's server renderer (decision 010), in the client build: a dot
 * directory, never served, and the name of its entry (`render-page.js`).
 */
export const serverRenderer = { dir: '.ssr', entry: 'render-page' } as const
