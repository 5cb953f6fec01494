/**
 * The browser tests that need the production topology: two API replicas on PostgreSQL
 * behind the gateway, and every remote served from a second origin standing for the CDN
 * (infra/scripts/topology). `npm test` runs it after the main suite when DATABASE_URL names a
 * PostgreSQL server; by hand:
 *   DATABASE_URL=postgres://… npx playwright test -c infra/e2e/replicas.config.ts
 * One worker, in file order: the last test kills a replica, so it runs after the others.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

export default defineConfig({
  testDir: './replicas',
  outputDir: './test-results/replicas',
  globalSetup: './replicas/globalSetup.ts',
  // Six API-backed processes share the machine's cores with the browser: more room than the main suite.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
