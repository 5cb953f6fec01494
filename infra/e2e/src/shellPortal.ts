/**
 * The shell's stateful browser tests (maintenance, the announcement, a player's banner) run against a
 * portal of their own, one per worker: the global setup's shell copy and deploy folder, an empty
 * database, and the settings an operator behind one proxy would use:
 * - MAINTENANCE_PAGE_URL: the publisher's maintenance page, a plain site on another origin;
 * - GATEWAY_PROXY_HOPS=1 (peer on loopback): the gateway reads the client IP from X-Forwarded-For,
 *   so a test can be a visitor from any address; TRUST_PROXY_HOPS=2 makes the API agree.
 * `admin()` runs the operator CLI against its data directory while the API holds it.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test as base } from './baseTest';
import { collectConsoleErrors, startWorkerPortal } from './workerPortal';
import { startStudioSite } from './studioServer';

/** What the publisher's maintenance page says. */
export const MAINTENANCE_HEADING = "We'll be back soon";

export interface ShellPortal {
  url: string;
  /** The external maintenance page (MAINTENANCE_PAGE_URL). */
  maintenancePage: string;
  /** `npm run admin -- <args>` on this portal's database; resolves with the exit code and output. */
  admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }>;
  /**
   * The same command through the admin route the CLI uses while the API runs (POST
   * /api/admin/commands with the API's per-start token): no process to start, for tests that run many.
   */
  adminApi(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

const repoRoot = path.resolve(__dirname, '../../..');

export const test = base.extend<{ consoleErrors: string[] }, { shellPortal: ShellPortal }>({
  shellPortal: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const statusSite = await startStudioSite(
        `<!doctype html><title>Status</title><h1>${MAINTENANCE_HEADING}</h1>`,
      );
      const maintenancePage = `${statusSite.url}/maintenance`;
      const portal = await startWorkerPortal('shell', {
        MAINTENANCE_PAGE_URL: maintenancePage,
        GATEWAY_PROXY_HOPS: '1',
        TRUST_PROXY_HOPS: '2',
      });
      const admin = (...args: string[]) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
          const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
            cwd: repoRoot,
            env: { ...process.env, DATABASE_URL: '', DATA_DIR: portal.dataDir, LOG_LEVEL: 'silent' },
          });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('error', reject);
          child.on('exit', (code) => resolve({ code, stdout, stderr }));
        });
      const adminApi = async (...args: string[]) => {
        const endpoint = JSON.parse(await readFile(`${portal.dataDir}.admin.json`, 'utf8')) as {
          url: string;
          token: string;
        };
        const response = await fetch(`${endpoint.url}/api/admin/commands`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-admin-token': endpoint.token },
          body: JSON.stringify({ argv: args }),
        });
        const lines = (await response.text())
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { out?: string; err?: string; exitCode?: number });
        const text = (key: 'out' | 'err') =>
          lines.flatMap((line) => (line[key] === undefined ? [] : [line[key]])).join('\n');
        return {
          code: lines.at(-1)?.exitCode ?? null,
          stdout: text('out'),
          stderr: text('err') || (response.ok ? '' : `HTTP ${response.status}`),
        };
      };
      try {
        await provide({ url: portal.url, maintenancePage, admin, adminApi });
      } finally {
        await portal.stop();
        await statusSite.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shellPortal }, provide) => provide(shellPortal.url),
  consoleErrors: collectConsoleErrors,
});

export { expect };
