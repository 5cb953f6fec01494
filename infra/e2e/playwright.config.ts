/**
 * Browser tests against the built portal behind the gateway (see README.md). Works from the repo
 * root (`npx playwright test -c infra/e2e/playwright.config.ts`) and from this folder.
 *
 * Three projects: `portal` only reads the shared deployment; `deploy-state` redeploys, rolls back and
 * breaks mf-help on a portal of its own (a copy of the deploy folder, `ownDeployment`), one test at a
 * time, alongside the `portal` tests; `crowd` runs last and alone, because its 60 players behind one
 * address must register within the 10 minutes a real launch allows, which two cores shared with the
 * rest of the suite do not leave room for.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

const CROWD = /auth-shared-address\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './src/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'portal', testIgnore: [/deploy-state\//, CROWD] },
    { name: 'deploy-state', testMatch: /deploy-state\/.*\.spec\.ts/, workers: 1, fullyParallel: false },
    { name: 'crowd', testMatch: CROWD, dependencies: ['portal', 'deploy-state'], fullyParallel: false },
  ],
});
