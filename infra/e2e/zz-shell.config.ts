import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';
export default defineConfig({
  testDir: './tests',
  testMatch: /shell-.*\.spec\.ts/,
  outputDir: '/tmp/shell/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: true,
  reporter: [['list'], ['html', { outputFolder: '/tmp/shell/pw-report', open: 'never' }]],
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions, screenshot: 'only-on-failure', trace: 'retain-on-failure' },
});
