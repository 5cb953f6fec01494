/**
 * A portal of a test worker's own, for specs that need operator settings or a database nobody else
 * touches: the global setup's shell copy and deploy folder (no build), an empty database in a temp
 * folder, and the given environment. Logs go to `<root>/portal.log`, kept with PORTAL_E2E_KEEP_TMP.
 */
import { createWriteStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startPortal } from '../../scripts/portal';
import { portalFromEnv } from './portalEnv';
import { SHARED_NETWORK_ENV } from './tempPortal';

export interface WorkerPortal {
  url: string;
  deployDir: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startWorkerPortal(prefix: string, env: NodeJS.ProcessEnv): Promise<WorkerPortal> {
  const { deployDir, shellDir } = portalFromEnv();
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `portal-e2e-${prefix}-`));
  const dataDir = path.join(root, 'data');
  const log = createWriteStream(path.join(root, 'portal.log'));
  const running = await startPortal({
    port: 0,
    deployDir,
    shellDir,
    dataDir,
    build: false,
    env: { BUILD_LABEL: '', DATABASE_URL: '', ...SHARED_NETWORK_ENV, ...env }, // an embedded database of its own, always
    log: (line) => log.write(`${line}\n`),
  });
  return {
    url: running.url,
    deployDir,
    dataDir,
    stop: async () => {
      await running.stop();
      await new Promise((resolve) => log.end(resolve));
      if (!process.env.PORTAL_E2E_KEEP_TMP) await fs.rm(root, { recursive: true, force: true });
    },
  };
}

/** Test fixture: every console error of the page, for tests that assert a clean console. */
export async function collectConsoleErrors(
  { page }: { page: Page },
  provide: (errors: string[]) => Promise<void>,
) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await provide(errors);
}
