import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.e2e.ts', 'app/**/*.e2e.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    // The offline service worker stays out of the tests, so each page talks to the test server
    // (and its routes) directly; the offline test allows it (e2e/offline.e2e.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    // The production build, served like a static host (run `npm run build` first; `npm test` does).
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
