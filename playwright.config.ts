import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, testChromiumPath } from './scripts/chromium-path.mjs'

// End-to-end tests run against the built production server (npm run build first; npm test does).
const port = Number(process.env.E2E_PORT ?? 3199)
export const e2eBaseURL = `http://localhost:${port}`
// A real OpenID Connect provider beside the server (src/server/test/oidc-test-provider.ts): the
// instance under test offers single sign-on through it, as "Test SSO".
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port - 3)
export const e2eOidcIssuer = `http://127.0.0.1:${oidcPort}`
const oidcClient = { id: 'foyer-e2e', secret: 'foyer-e2e-client-secret' }

export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results itself: Playwright empties its outputDir, and npm test keeps its summaries there.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // Two, in CI too: one worker leaves the two cores idle a good part of the time, since the runner,
  // the browser and the server wait on one another (docs/testing.md).
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  // E2E_REPORT: another report file, for a run besides npm test's (scripts/node-lines.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `${e2eBaseURL}/free/`,
    // A trace records every action of every test to keep the failed ones' (docs/testing.md); CI's
    // files are gone with its machine, so there it records none: a failure there is run again
    // locally, where it keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: chromiumFlags,
    },
  },
  projects: [
    // Registers the first account (the administrator) and saves its signed-in state.
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        storageState: 'test-results/e2e-state/admin.json',
      },
    },
  ],
  webServer: [
    {
      // Started first: Foyer reads the provider's discovery document when it starts.
      command: 'node --import tsx src/server/test/oidc-test-provider.ts',
      url: `${e2eOidcIssuer}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        OIDC_TEST_PORT: String(oidcPort),
        OIDC_TEST_CLIENT_ID: oidcClient.id,
        OIDC_TEST_CLIENT_SECRET: oidcClient.secret,
        OIDC_TEST_REDIRECT_URIS: `${e2eBaseURL}/free/api/auth/callback/oidc`,
      },
    },
    {
      // A fresh embedded database for every run.
      command: 'rm -rf test-results/playwright-data && node dist/server/index.js',
      url: `${e2eBaseURL}/free/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: 'localhost',
        PUBLIC_URL: e2eBaseURL,
        LOG_LEVEL: 'warn',
        DATA_DIR: 'test-results/playwright-data',
        // Many sign-ins from one address: the API tests check the rate limits instead.
        RATE_LIMIT: 'false',
        OIDC_ISSUER: e2eOidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        OIDC_NAME: 'Test SSO',
        // Accounts through the provider: only addresses at example.org (tests/e2e/sso.spec.ts).
        SIGN_UP_DOMAINS: 'example.org',
      },
    },
  ],
})
