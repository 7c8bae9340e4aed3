import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import pkg from './package.json' with { type: 'json' }
import { normalizeBasePath } from './src/shared/base-path.ts'

const basePath = normalizeBasePath(process.env.BASE_PATH ?? '/free')
const outDir = 'dist/client'
/** Replaced per response by the server with a fresh nonce (see src/server/plugins/client.ts). */
export const CSP_NONCE_PLACEHOLDER = '__FOYER_CSP_NONCE__'

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

// Hashed assets are served precompressed (issue 2): write .gz and .br next to each text file,
// and a build-info.json that tells the server which base path the client was built for.
function precompress(): Plugin {
  return {
    name: 'foyer-precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true })
      await Promise.all(
        files
          .filter((file) => compressible.test(file) && !file.endsWith('.html'))
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

export default defineConfig({
  base: `${basePath}/`,
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { [`${basePath}/api`]: { target: `http://localhost:${process.env.PORT ?? 3000}` } },
  },
})
