import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { foyerMessages } from './scripts/messages-plugin.ts'

// Node 25 and later have a localStorage of their own (Web Storage, off without --localstorage-file),
// whose global hides jsdom's from the component tests: turned off there, jsdom's takes its place.
const nodeMajor = Number(process.versions.node.split('.')[0])
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : []

// Four groups, one after the other: the unit and component tests, then the API tests, a file per
// core (Vitest's default leaves a core free: most API tests wait on the database, the network or
// timers, so two at once on two cores took the suite from 748 s to 543 s), then the files that
// start servers of their own, then the solo files. Component and API files side by side made both
// slow enough to hit their limits.
const cores = availableParallelism()
// Each starts, kills and restarts servers in processes of its own, and asserts what survives, not
// how fast: most of their time is a server starting on one core, so two run at once.
const serverFiles = [
  'src/server/crash.test.ts',
  'src/server/data-dir-lock.test.ts',
  'src/server/db/backup.test.ts',
  'src/server/db/database.test.ts',
]
// Each times something (the event loop's lag, a slow client's cut, a stop, a thread's ticks): with
// the machine to itself, one file at a time.
const soloFiles = [
  'src/server/stop.test.ts',
  'src/server/v8-tuning.test.ts',
  'src/server/slow-clients.test.ts',
  'src/server/db/pglite-thread.test.ts',
  'src/server/plugins/load-shedding.test.ts',
]

// Component files that replace a module with vi.mock: a module another file has already loaded for
// real would stay in place of the mock, so these files keep a module registry of their own. Found
// by what they hold, so that a new one cannot land among the files that share their modules.
const clientDir = fileURLToPath(new URL('src/client/', import.meta.url))
const componentFilesWithMocks = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) => file.endsWith('.test.tsx') && /\bvi\.mock\(/.test(readFileSync(join(clientDir, file), 'utf8')),
  )
  .map((file) => `src/client/${file}`)

// The settings of the API projects whose tests start servers: the build they run, a new database.
const serverTest = {
  environment: 'node' as const,
  globalSetup: [
    'src/server/test/global-setup.ts',
    'src/server/test/server-build.ts',
    'src/server/test/new-database.ts',
  ],
  testTimeout: 20_000,
  hookTimeout: 60_000,
}

// The component projects' shared settings: jsdom, and setup.tsx before each file.
const componentTest = {
  environment: 'jsdom' as const,
  maxWorkers: cores,
  sequence: { groupOrder: 0 },
  execArgv: withoutNodeWebStorage,
  setupFiles: ['src/client/test/setup.tsx'],
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: cores,
          sequence: { groupOrder: 0 },
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          exclude: [...serverFiles, ...soloFiles],
          // A worker keeps the modules its files loaded for the next file: each test builds its own
          // app over its file's own copy of the database, so no file reaches another's state, and
          // loading the app's modules again for every file took about half the suite's time.
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          maxWorkers: cores,
          sequence: { groupOrder: 1 },
        },
      },
      // The API tests that start servers or databases of their own and kill them: a file per core,
      // after the rest. `--project 'api*'` runs the three API projects.
      {
        extends: true,
        test: {
          ...serverTest,
          name: 'api-servers',
          include: serverFiles,
          maxWorkers: cores,
          sequence: { groupOrder: 2 },
        },
      },
      // The API tests that time something: one file at a time, last, with the machine to themselves.
      {
        extends: true,
        test: {
          ...serverTest,
          name: 'api-solo',
          include: soloFiles,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        plugins: [react(), foyerMessages()],
        test: {
          ...componentTest,
          name: 'component',
          // A worker's files share its modules and its jsdom window: setup.tsx starts each file
          // as a freshly shown page. Transforming and loading MUI and the app again for every file
          // took most of the suite's time.
          isolate: false,
          include: ['src/client/**/*.test.tsx'],
          exclude: componentFilesWithMocks,
        },
      },
      {
        extends: true,
        plugins: [react(), foyerMessages()],
        test: { ...componentTest, name: 'component-mocks', include: componentFilesWithMocks },
      },
    ],
  },
})
