import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Node 25 and later have a localStorage of their own (Web Storage, off without --localstorage-file),
// whose global hides jsdom's from the component tests: turned off there, jsdom's takes its place.
const nodeMajor = Number(process.versions.node.split('.')[0])
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : []

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // One test file per core (Vitest's default leaves one core free): most API tests wait on
    // servers, child processes and the database, so two at once on two cores took 543 s where one
    // took 748 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'jsdom',
          execArgv: withoutNodeWebStorage,
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
})
