/**
 * Browser tests of the studio SDK (tests/studio-*.spec.ts): a portal of the worker's own (its studio
 * allowlist is operator state), the demo studio site on another origin with a strict CSP, allowed by
 * the operator's admin route, and a second studio site nobody allowed.
 */
import { expect, type Page } from '@playwright/test';
import { test as base } from './baseTest';
import { ADMIN_TOKEN_HEADER, endpointUrl, studioEndpoints } from '@portal/contracts';
import { startStudioDemo, type StudioDemoSite } from '../../../packages/embed-sdk/demo/studioSite';
import { collectConsoleErrors, startWorkerPortal } from './workerPortal';

export interface StudioPortal {
  url: string;
  deployDir: string;
  /** The operator's token of this portal's admin routes. */
  adminToken: string;
  /** The demo studio site, on the allowlist. */
  studio: StudioDemoSite;
  /** Another site with the same page, not on the allowlist. */
  stranger: StudioDemoSite;
}

const ADMIN_TOKEN = 'e2e-admin-token-for-the-studio-allowlist';

export const test = base.extend<{ consoleErrors: string[] }, { studioPortal: StudioPortal }>({
  studioPortal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const portal = await startWorkerPortal('studio', { ADMIN_API_TOKEN: ADMIN_TOKEN });
      const studio = await startStudioDemo({ portalUrl: portal.url });
      const stranger = await startStudioDemo({ portalUrl: portal.url, title: 'Unknown site' });
      try {
        const added = await fetch(`${portal.url}${endpointUrl(studioEndpoints.list)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN },
          body: JSON.stringify({ origin: studio.url }),
        });
        if (!added.ok)
          throw new Error(`allowlisting ${studio.url} failed: ${added.status} ${await added.text()}`);
        await provide({
          url: portal.url,
          deployDir: portal.deployDir,
          adminToken: ADMIN_TOKEN,
          studio,
          stranger,
        });
      } finally {
        await studio.close();
        await stranger.close();
        await portal.stop();
      }
    },
    // Starting a portal (a fresh database, migrated and seeded) is slow on a busy machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ studioPortal }, provide) => provide(studioPortal.url),
  consoleErrors: collectConsoleErrors,
});

export { expect };

/** The demo page with only these widgets mounted. */
export const demoUrl = (site: StudioDemoSite, widgets: string[]) =>
  `${site.url}/?widgets=${widgets.join(',')}`;

/** Resolves once every listed widget's mount promise settled; returns which failed and why. */
export async function settledMounts(page: Page, widgets: string[]) {
  await expect
    .poll(() =>
      page.evaluate((names) => {
        const studio = (window as unknown as { studio?: { mounted: object; failed: object } }).studio;
        return studio ? names.filter((name) => name in studio.mounted || name in studio.failed).length : 0;
      }, widgets),
    )
    .toBe(widgets.length);
  return page.evaluate(
    () => (window as unknown as { studio: { failed: Record<string, string> } }).studio.failed,
  );
}

/**
 * `PortalEmbed.setSession(token)` on the studio page, as a studio whose backend obtained a token does
 * (the guide's section 5): 'signed in', or the SDK's error code when it refuses the token.
 */
export const setStudioSession = (page: Page, token: string) =>
  page.evaluate(
    (given) =>
      (
        window as unknown as { PortalEmbed: { setSession(token: string): Promise<unknown> } }
      ).PortalEmbed.setSession(given).then(
        () => 'signed in',
        (error: { code?: string }) => error.code,
      ),
    token,
  );
