/**
 * Browser tests against the built portal behind the gateway (see README.md). Works from the repo
 * root (`npx playwright test -c infra/e2e/playwright.config.ts`) and from this folder.
 *
 * Two projects: `portal` only reads the shared deployment; `deploy-state` redeploys, rolls back and
 * breaks mf-help on a portal of its own (a copy of the deploy folder, `ownDeployment`), one test at a
 * time, alongside the `portal` tests.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';

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
    { name: 'portal', testIgnore: /deploy-state\// },
    { name: 'deploy-state', testMatch: /deploy-state\/.*\.spec\.ts/, workers: 1, fullyParallel: false },
  ],
});
