import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { FONT_PRELOADS_FILE, INLINE_SCRIPT_HASHES_FILE, serverRenderer } from '#shared/build-files.ts'

/** Stands in for a Vite build of the client: what the server reads from CLIENT_DIR. */
export type ClientFixture = {
  /** The CLIENT_DIR to configure. */
  clientDir: string
  /** A file beside CLIENT_DIR, for path traversal attempts to reach for. */
  outsideFile: string
  /** Text that appears only in files that must never be served (the dotfiles and outsideFile). */
  secret: string
  assetPath: string
  assetBody: string
  /** The build's page-preloads.json: page pattern ("*": not found) → that page's own chunks. */
  pagePreloads: Record<string, string[]>
  /** The build's auth-pages.json: the sign-in pages it prerendered, by language and path. */
  prerenderedPages: Record<string, { title: string; html: string }>
  cleanup: () => Promise<void>
}

/** The titles of the fixture's index.html and auth.html (decision 007), to tell which was served. */
export const APP_TITLE = 'Foyer app'
export const AUTH_TITLE = 'Foyer sign-in'

/** The hash the fixture's build gives its one inline script (a build's is MUI's colour-scheme script). */
export const FIXTURE_SCRIPT_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

export async function createClientFixture({ basePath = '/free' } = {}): Promise<ClientFixture> {
  const root = await mkdtemp(join(tmpdir(), 'foyer-client-'))
  const clientDir = join(root, 'client')
  const secret = 'SECRET-do-not-serve-7f3a'
  const assetPath = 'assets/app-abc123.js'
  // Long enough for Vite to precompress (over 512 bytes), as in a real build.
  const assetBody = `console.log('foyer fixture');\n${'// padding so the file is worth compressing\n'.repeat(20)}`
  // The first screen's font files, by font: the HTML preloads the default's (vite.config.ts).
  const fontPreloads = {
    'public-sans': [`${basePath}/assets/public-sans-latin-400-normal-p5an.woff2`],
    inter: [`${basePath}/assets/inter-latin-400-normal-1nt3.woff2`],
    roboto: [`${basePath}/assets/roboto-latin-400-normal-r0b0.woff2`],
  }
  const page = (title: string) =>
    [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="UTF-8" />',
      '<meta property="csp-nonce" nonce="__FOYER_CSP_NONCE__" />',
      `<title>${title}</title>`,
      `<script type="module" crossorigin src="${basePath}/${assetPath}" nonce="__FOYER_CSP_NONCE__"></script>`,
      '<style nonce="__FOYER_CSP_NONCE__">body { margin: 0 }</style>',
      ...fontPreloads['public-sans'].map(
        (href) =>
          `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="" nonce="__FOYER_CSP_NONCE__">`,
      ),
      '</head>',
      '<body><div id="root"></div></body>',
      '</html>',
    ].join('\n')

  const pagePreloads = {
    '/': ['assets/dashboard-d4sh.js'],
    '/dashboard/default': ['assets/dashboard-d4sh.js'],
    '/account/settings': ['assets/settings-s3tt.js', 'assets/TextField-t3xt.js'],
    '/people/:id': ['assets/person-p3r5.js'],
    '*': ['assets/not-found-n0tf.js'],
  }

  // What the build prerenders (src/client/auth-app/prerender.tsx): Login, not Reset password.
  const prerenderedPages = {
    'en /login': { title: 'Login · Foyer', html: '<main><h1>Login</h1><form></form></main>' },
    'fr /login': { title: 'Connexion · Foyer', html: '<main><h1>Connexion</h1><form></form></main>' },
    'ar /login': { title: 'تسجيل الدخول · Foyer', html: '<main><h1>تسجيل الدخول</h1><form></form></main>' },
  }

  // Stands in for the app's server renderer (decision 010): what it was given shows in its markup.
  // Never served: the secret in it must not leak.
  const renderer = `// ${secret}
export async function renderPage(input) {
  if (input.url.includes('render=fail')) throw new Error('the fixture renderer failed')
  // Asks for what ?ask= names, as a page's hooks would, else for what the dashboard asks for.
  const named = new URL(input.url).searchParams.getAll('ask')
  const asked = await input.ask(named.length ? named : ['/api/dashboard', '/api/health'])
  const answers = { ...input.answers, ...asked }
  return {
    html: '<main><h1>Rendered for ' + (input.me ? input.me.name : 'nobody') + '</h1><p id="answers">' + Object.keys(answers).join(' ') + '</p></main>',
    head: '<style nonce="' + input.nonce + '">.rendered{}</style>',
    page: { view: input.view, now: input.now, answers, written: {} },
  }
}
// A sign-in page for a query: what it was given shows in its markup (escaped, as React would).
export function renderAuthPage(path, query, signedIn, options, language) {
  if (query.includes('render=fail')) throw new Error('the fixture renderer failed')
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const who = signedIn ? '<p id="signed-in">' + escape(signedIn.name) + '</p>' : ''
  const inLanguage = language === 'en' ? '' : ' in ' + language
  return { title: path + ' for a query' + inLanguage + ' · Foyer', html: '<main><h1>' + path + '</h1><p id="query">' + escape(query) + '</p>' + who + '</main>' }
}
`

  await mkdir(join(clientDir, 'assets'), { recursive: true })
  await mkdir(join(clientDir, serverRenderer.dir), { recursive: true })
  await Promise.all([
    writeFile(join(clientDir, 'index.html'), page(APP_TITLE)),
    writeFile(join(clientDir, 'auth.html'), page(AUTH_TITLE)),
    writeFile(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    writeFile(join(clientDir, assetPath), assetBody),
    writeFile(join(clientDir, `${assetPath}.gz`), gzipSync(assetBody)),
    writeFile(join(clientDir, `${assetPath}.br`), brotliCompressSync(assetBody)),
    writeFile(join(clientDir, '.env'), `AUTH_SECRET=${secret}\n`),
    writeFile(join(clientDir, 'assets', '.hidden.js'), `// ${secret}\n`),
    writeFile(
      join(clientDir, 'build-info.json'),
      JSON.stringify({ basePath, version: '0.0.0-test', builtAt: new Date(0).toISOString() }),
    ),
    writeFile(join(clientDir, 'page-preloads.json'), JSON.stringify(pagePreloads)),
    writeFile(join(clientDir, 'auth-pages.json'), JSON.stringify(prerenderedPages)),
    writeFile(join(clientDir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([FIXTURE_SCRIPT_HASH])),
    writeFile(join(clientDir, FONT_PRELOADS_FILE), JSON.stringify(fontPreloads)),
    writeFile(join(clientDir, serverRenderer.dir, `${serverRenderer.entry}.js`), renderer),
    writeFile(join(root, 'package.json'), JSON.stringify({ name: 'outside', secret })),
  ])

  return {
    clientDir,
    outsideFile: join(root, 'package.json'),
    secret,
    assetPath,
    assetBody,
    pagePreloads,
    prerenderedPages,
    cleanup: () => rm(root, { recursive: true, force: true }),
  }
}
