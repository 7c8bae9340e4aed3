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
