/**
 * Helpers of the shell's browser tests (tests/shell-*.spec.ts): players and sessions come from
 * players.ts; mf-help's first-visit guided tour is kept out of the screenshots.
 */
import type { BrowserContext } from '@playwright/test';

export {
  DEMO_PLAYER,
  giveSessionTo,
  registerThroughApi,
  signInThroughApi,
  type PlayerSession,
} from './players';

/** mf-help starts its guided tour once per browser session by itself; these tests are not about it. */
export async function skipAutoTour(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.sessionStorage.setItem('portal.help.tour-auto-started', '1'));
}
