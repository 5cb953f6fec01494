/**
 * Browser tests of puzzle events (tests/puzzle-*.spec.ts) run against a portal of their own with an
 * operator token (ADMIN_API_TOKEN), so a test defines its own small event through the admin route,
 * as an operator would, over its own embedded database (the demo data is seeded there too).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { test as base } from './baseTest';
import { ADMIN_TOKEN_HEADER, puzzleApiRoutes } from '@portal/contracts';
import { startWorkerPortal } from './workerPortal';

export interface PuzzlePortal {
  url: string;
  adminToken: string;
}

const ADMIN_TOKEN = 'e2e-admin-token-for-puzzle-events';

export const test = base.extend<object, { puzzlePortal: PuzzlePortal }>({
  puzzlePortal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const portal = await startWorkerPortal('puzzle', { ADMIN_API_TOKEN: ADMIN_TOKEN });
      try {
        await provide({ url: portal.url, adminToken: ADMIN_TOKEN });
      } finally {
        await portal.stop();
      }
    },
    // The API's first start migrates and seeds a fresh database: minutes on a busy two-core runner.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ puzzlePortal }, provide) => provide(puzzlePortal.url),
});

export const puzzleExpect = expect.configure({ timeout: 30_000 });

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="100" height="100" fill="#e0568a"/><rect x="100" width="100" height="100" fill="#2ec4b6"/></svg>`;

/** The operator defines a live 1×2 event of `gameCode` with `codes` in its pool; returns its code. */
export async function defineTwoPieceEvent(
  request: APIRequestContext,
  portal: PuzzlePortal,
  gameCode: string,
  codes: string[],
): Promise<string> {
  const eventCode = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const now = Math.floor(Date.now() / 1000);
  const response = await request.put(puzzleApiRoutes.admin(gameCode, eventCode), {
    headers: { [ADMIN_TOKEN_HEADER]: portal.adminToken },
    data: {
      title: 'Two-piece test puzzle',
      rewardTitle: 'Test gift',
      startsAt: now - 60,
      endsAt: now + 86_400,
      rows: 1,
      columns: 2,
      image: { type: 'image/svg+xml', base64: Buffer.from(PICTURE).toString('base64') },
      codes,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return eventCode;
}
