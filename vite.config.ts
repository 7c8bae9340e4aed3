import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'
import formatjs from '@formatjs/vite-plugin'
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript'
import react from '@vitejs/plugin-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createServer, defineConfig, type Plugin } from 'vite'
import pkg from './package.json' with { type: 'json' }
import {
  collect,
  entryKey,
  layoutModules,
  type Manifest,
  NOT_FOUND_PATTERN,
  pageModuleKey,
} from './scripts/bundle-report.mjs'
import { foyerMessages } from './scripts/messages-plugin.ts'
import { paletteStylesheet } from './src/client/auth-app/palette-properties.ts'
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE } from './src/shared/appearance.ts'
import { normalizeBasePath } from './src/shared/base-path.ts'
import {
  FONT_PRELOADS_FILE,
  INLINE_SCRIPT_HASHES_FILE,
  serverOnlyBuildFiles,
  serverRenderer,
} from './src/shared/build-files.ts'
import { entryAfterPaint } from './src/shared/entry-after-paint.ts'
import { type AppPage, authPagePaths, notFoundPage, pageEntries } from './src/shared/pages.ts'

const basePath = normalizeBasePath(process.env.BASE_PATH ?? '/free')
const outDir = 'dist/client'
/** Replaced per response by the server with a fresh nonce (see src/server/plugins/client.ts). */
export const CSP_NONCE_PLACEHOLDER = '__FOYER_CSP_NONCE__'

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/
/** Read by the server, never sent as they are: nothing to precompress. */
const serverOnly = new Set<string>(serverOnlyBuildFiles)
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

// Hashed assets are served precompressed: write .gz and .br next to each text file,
// and a build-info.json that tells the server which base path the client was built for.
function precompress(): Plugin {
  return {
    name: 'foyer-precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true })
      await Promise.all(
        files
          .filter((file) => compressible.test(file) && !serverOnly.has(file))
          .map(async (file) => {
            const path = join(outDir, file)
            const body = await readFile(path)
            if (body.length < 512) return
            const [gz, br] = await Promise.all([
              gzipAsync(body, { level: 9 }),
              brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            ])
            await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)])
          }),
      )
      await writeFile(
        join(outDir, 'build-info.json'),
        JSON.stringify({ basePath, version: pkg.version, builtAt: new Date().toISOString() }),
      )
    },
  }
}

// The latin files of the weights the first screen uses are preloaded, so that the text
// shows in its font from the first paint instead of shifting when the font arrives. Only the
// weights the theme uses are bundled (main.tsx); 700 (bold text) and the other subsets load on use.
// The HTML preloads Public Sans's; the server swaps them for the files of the font a person chose
// (FONT_PRELOADS_FILE, decision 027).
const PRELOADED_FONTS = /(public-sans|inter|roboto)-latin-(400|500|600)-normal-[\w-]+\.woff2$/

function preloadFonts(): Plugin {
  let byFont: Record<string, string[]> = {}
  return {
    name: 'foyer-preload-fonts',
    apply: 'build',
    async writeBundle() {
      await writeFile(join(outDir, FONT_PRELOADS_FILE), JSON.stringify(byFont))
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        byFont = {}
        for (const file of Object.keys(context.bundle ?? {})) {
          const font = PRELOADED_FONTS.exec(file)?.[1]
          if (font) byFont[font] = [...(byFont[font] ?? []), `${basePath}/${file}`]
        }
        return (byFont['public-sans'] ?? []).map((href) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

// Issue 9: without help, a page's own chunks start loading only once the entry script has run and
// the router has matched the address (two waves). The server puts <link rel="modulepreload"> for
// them into index.html (src/server/plugins/client.ts), from this file: page pattern → its files, for
// every page of the app's router in src/shared/pages.ts and "*", the not-found page.
function pagePreloads(): Plugin {
  return {
    name: 'foyer-page-preloads',
    apply: 'build',
    async closeBundle() {
      const manifest: Manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
      const inIndex = collect(manifest, entryKey(manifest))
      const filesOf = ({ layout, module }: AppPage) => {
        const files = collect(manifest, pageModuleKey(module), collect(manifest, layoutModules[layout]))
        return [...files].filter((file) => file.endsWith('.js') && !inIndex.has(file))
      }
      const preloads: Record<string, string[]> = { [NOT_FOUND_PATTERN]: filesOf(notFoundPage) }
      for (const [path, page] of pageEntries) if (page.layout !== 'auth') preloads[path] = filesOf(page)
      await writeFile(join(outDir, 'page-preloads.json'), JSON.stringify(preloads))
    },
  }
}

// Decision 007: Login, Register and the pages around them are auth.html, a light page of their own.
// The production server answers their paths with it; so does the development server.
function authPages(): Plugin {
  const paths = new Set(authPagePaths.flatMap((path) => [`${basePath}${path}`, `${basePath}${path}/`]))
  return {
    name: 'foyer-auth-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '', query] = (request.url ?? '').split('?', 2)
        if (paths.has(path)) request.url = `${basePath}/auth.html${query === undefined ? '' : `?${query}`}`
        next()
      })
    },
  }
}

// @emotion/react imports hoist-non-react-statics for its side effects only (`import
// 'hoist-non-react-statics'`, left by its build beside withTheme, which Foyer does not use). The
// package declares none and has none, but says nothing in its package.json, so the bundler kept it
// and its own copy of react-is 16 on every page of the app. Every other module keeps what its
// package says.
const withoutSideEffects = [
  { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
]

// Decision 007: the sign-in pages' colours as custom properties, computed from the theme's palette
// when the stylesheet is built (a prerendered page needs them before any script runs).
function paletteCss(): Plugin {
  const id = 'virtual:foyer-palette.css'
  return {
    name: 'foyer-palette-css',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? paletteStylesheet() : undefined),
  }
}

// Decision 026: MUI's InitColorSchemeScript, rendered from MUI's own component when the page is built,
// goes first into both pages' head: before anything paints it sets the document's colour scheme from
// the device's stored choice (or the system's), which the theme's variables and the sign-in pages'
// custom properties hang on. A line of CSS gives the canvas the scheme too, before any stylesheet.
function colorSchemeScript(): Plugin {
  const script = renderToStaticMarkup(
    createElement(InitColorSchemeScript, {
      attribute: COLOR_SCHEME_ATTRIBUTE,
      defaultMode: DEFAULT_COLOR_MODE,
    }),
  )
  const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(script)?.[1]
  if (!body?.includes('localStorage')) throw new Error('MUI rendered no colour-scheme script')
  // Scripts need no nonce (script-src is 'self'): the server allows this one by its hash.
  const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
  const canvas = `<style nonce="${CSP_NONCE_PLACEHOLDER}">:root{color-scheme:light}[${COLOR_SCHEME_ATTRIBUTE}="dark"]{color-scheme:dark}</style>`
  return {
    name: 'foyer-color-scheme-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/<meta charset="UTF-8" \/>/, (meta) => `${meta}<script>${body}</script>${canvas}`),
    },
    async closeBundle() {
      await writeFile(join(outDir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([hash]))
    },
  }
}

// auth.html's page is prerendered, so its script can wait for the first paint
// (src/shared/entry-after-paint.ts).
function deferAuthScript(): Plugin {
  return {
    name: 'foyer-defer-auth-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.filename.endsWith('auth.html')
          ? entryAfterPaint(html, basePath, CSP_NONCE_PLACEHOLDER)
          : html,
    },
  }
}

// Login, Register and Forgot password rendered at build time (src/client/auth-app/
// prerender.tsx), for the server to put into auth.html, so that they paint before any script runs.
function prerenderAuthPages(): Plugin {
  return {
    name: 'foyer-prerender-auth-pages',
    apply: 'build',
    async closeBundle() {
      const server = await createServer({
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
      })
      try {
        const { prerender } = await server.ssrLoadModule('/src/client/auth-app/prerender.tsx')
        await writeFile(join(outDir, 'auth-pages.json'), JSON.stringify(prerender()))
      } finally {
        await server.close()
      }
    },
  }
}

/**
 * Decision 010: the app's server renderer (src/client/ssr/render-page.tsx), built by
 * `vite build --ssr` into dist/client/.ssr, where the server loads it and which it never serves (a
 * dot directory). Every dependency is bundled in, so that React and MUI run their production builds
 * whatever NODE_ENV the server has, as the browser's do.
 */
const ssrOutDir = `${outDir}/${serverRenderer.dir}`

export default defineConfig(({ isSsrBuild }) => ({
  base: `${basePath}/`,
  plugins: [
    // Each message's English, written in the code, compiled to its syntax tree as the catalogues are
    // (the parser stays out of the pages): English is read from the pages themselves (decision 028).
    { ...formatjs({ ast: true, additionalFunctionNames: ['sentence'] }), enforce: 'pre' },
    react(),
    foyerMessages(),
    ...(isSsrBuild
      ? []
      : [
          paletteCss(),
          colorSchemeScript(),
          authPages(),
          pagePreloads(),
          prerenderAuthPages(),
          precompress(),
          preloadFonts(),
          deferAuthScript(),
        ]),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The bundled dependencies of the server renderer read NODE_ENV at run time otherwise; their
    // development builds write other class names than the browser's.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // Every message is parsed at build time (scripts/messages-plugin.ts): FormatJS's parser stays out of
  // the pages (decision 028).
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: ssrOutDir,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        minify: false,
        reportCompressedSize: false,
        rolldownOptions: {
          input: { [serverRenderer.entry]: 'src/client/ssr/render-page.tsx' } as Record<string, string>,
        },
      }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        reportCompressedSize: true,
        manifest: true,
        chunkSizeWarningLimit: 600,
        // A font stays a file of its own, however small: inlined, every page's stylesheet would carry
        // the files of the fonts and alphabets it does not use (and font-src allows 'self' only).
        assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
        rolldownOptions: {
          input: { index: 'index.html', auth: 'auth.html' } as Record<string, string>,
          treeshake: { moduleSideEffects: withoutSideEffects },
        },
      },
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    port: 5173,
    proxy: { [`${basePath}/api`]: { target: `http://localhost:${process.env.PORT ?? 3000}` } },
  },
}))
