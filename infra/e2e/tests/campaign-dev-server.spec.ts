/**
 * A campaign team runs its app alone (`npm run serve -w mf-campaign-<game>`, the scaffold README's
 * first step): the dev server opens `/` on the landing and every route of the app by URL, scripts
 * loaded from absolute paths, `/api` proxied to the API the test portal runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_REMOTES } from '@portal/mf-build';
import { portalPages } from '../src/experiencePages';
import { portalFromEnv } from '../src/portalEnv';
import { repoRoot } from '../src/tempPortal';

const CAMPAIGNS = ['mf-campaign-ash-echoes', 'mf-campaign-crazy-ones'] as const;
/** webpack compiles the app on first start: slow beside the rest of the suite. */
const COMPILE_MS = 240_000;

test.describe.configure({ timeout: COMPILE_MS + 120_000 });

async function startDevServer(app: string): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://127.0.0.1:${DEV_REMOTES[app]}`;
  const server: ChildProcess = spawn('npm', ['run', 'serve'], {
    cwd: path.join(repoRoot, app),
    env: { ...process.env, API_URL: portalFromEnv().apiUrl },
    detached: true, // its own process group, so the stop takes webpack's children with it
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await expect
      .poll(
        async () => (server.exitCode === null ? (await fetch(`${origin}/`).catch(() => null))?.status : -1),
        {
          timeout: COMPILE_MS,
          intervals: [1000],
        },
      )
      .toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

for (const app of CAMPAIGNS) {
  test(`${app}'s dev server opens its landing at / and every one of its routes by URL`, async ({
    page,
    playwright,
  }) => {
    const shared = await playwright.request.newContext({ baseURL: portalFromEnv().url });
    const pages = (await portalPages(shared)).filter((entry) => entry.app === app);
    await shared.dispose();
    expect(pages.length).toBeGreaterThanOrEqual(3);

    const server = await startDevServer(app);
    try {
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      page.on('response', (response) => {
        if (response.status() === 404 && response.url().startsWith(server.origin))
          failures.push(`404 ${response.url()}`);
      });

      await page.goto(`${server.origin}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(
        pages.find((entry) => entry.page === 'landing' || entry.page === 'official')?.path,
      );

      for (const entry of pages) {
        await page.goto(`${server.origin}${entry.path}`);
        // Its own screen, or the kit's sign-in invitation on a page for signed-in players.
        await expect(page.getByRole('heading', { level: 1 }).first(), entry.path).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByText('Cannot GET')).toHaveCount(0);
      }
      expect(failures).toEqual([]);
    } finally {
      server.stop();
    }
  });
}
