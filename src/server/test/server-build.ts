import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'
import { projectRoot } from '../project-root.ts'

// The solo API files start the real server as a process of its own (server-process.ts): once built
// the way `npm run build` builds it (vite.server.config.ts), from the sources as they are now, as
// production runs it. Through tsx instead, every start compiled the sources again, and the kill -9
// and restart tests start it dozens of times (docs/testing.md). Inside the project, so that the
// bundle finds the project's package.json and node_modules as dist/server/index.js does.
export default async function setup() {
  const outDir = join(projectRoot, 'node_modules/.cache/foyer', `server-${process.pid}`)
  await build({
    configFile: join(projectRoot, 'vite.server.config.ts'),
    root: projectRoot,
    logLevel: 'warn',
    build: { outDir, sourcemap: false },
  })
  process.env.FOYER_TEST_SERVER = join(outDir, 'index.js')
  return () => rm(outDir, { recursive: true, force: true })
}
