import { defineConfig } from 'vite'

// Builds the server for Node: `vite build --config vite.server.config.ts` (the --ssr entry and
// --outDir flags may be given too; they say the same). Dependencies stay in node_modules (Vite's
// SSR default), so dist/server/index.js holds only our code from src/server and src/shared, with
// the "#shared/..." imports resolved through package.json "imports" as everywhere else.
export default defineConfig({
  // public/ belongs to the client build.
  publicDir: false,
  build: {
    ssr: true,
    // The embedded database's thread (src/server/db/pglite-thread.ts) loads its script from beside
    // index.js.
    rolldownOptions: {
      input: { index: 'src/server/index.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
    },
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
  },
})
