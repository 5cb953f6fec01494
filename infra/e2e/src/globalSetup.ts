/**
 * Once per run: production builds (Nx cache), then one portal on ephemeral ports over temp
 * folders. Workers read where it is from the environment (see `portalEnv.ts`); the function
 * returned is Playwright's teardown and stops the gateway and the API.
 */
import type { FullConfig } from '@playwright/test';
import { PORTAL_ENV } from './portalEnv';
import { buildAllApps, startTempPortal } from './tempPortal';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!process.env.PORTAL_E2E_SKIP_BUILD) buildAllApps();
  const portal = await startTempPortal();
  process.env[PORTAL_ENV.url] = portal.url;
  process.env[PORTAL_ENV.apiUrl] = portal.apiUrl;
  process.env[PORTAL_ENV.deployDir] = portal.deployDir;
  process.env[PORTAL_ENV.shellDir] = portal.shellDir;
  console.log(`[e2e] portal at ${portal.url} (API ${portal.apiUrl}); files and log in ${portal.root}`);
  return async () => {
    await portal.stop();
  };
}
