import {
  CONTENT_KEYS,
  isFlagMaintaining,
  MaintenanceFlagSchema,
  MAINTENANCE_SETTING_KEY,
  MAINTENANCE_SETTING_VERSION,
  MaintenanceSettingSchema,
  parseMetadataValue,
  shellEndpoints,
  type MaintenanceSetting,
  type MaintenanceStatus,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../http/route';
import { serve } from '../http/serve';
import { DEV_MAINTENANCE_PATH, type MaintenanceConfig } from './maintenanceConfig';
import type { MetadataRepository } from './repository';

/** No record, or one an operator broke by hand, means no maintenance: the portal stays open. */
const NO_MAINTENANCE: MaintenanceSetting = { isActive: false, ipWhitelist: [] };

/**
 * The maintenance in force: the operator's switch (MAINTENANCE / maintenance_setting) or the
 * scheduled window of the maintenance flag (MAINTENANCE_FLAG / maintenance_flag) while it runs.
 * Either one turns maintenance on; the switch's ipWhitelist lets its addresses through both.
 */
export async function readMaintenanceSetting(
  repository: MetadataRepository,
  now: () => Date = () => new Date(),
): Promise<MaintenanceSetting> {
  // Both rows at once: the switch is off almost always, so the flag is almost always needed.
  const [row, flag] = await Promise.all([
    repository.findByKey(MAINTENANCE_SETTING_KEY, MAINTENANCE_SETTING_VERSION),
    repository.findByKey(CONTENT_KEYS.maintenanceFlag),
  ]);
  const setting = (row && parseMetadataValue(MaintenanceSettingSchema, row.value)) ?? NO_MAINTENANCE;
  if (setting.isActive) return setting;
  const scheduled = flag ? parseMetadataValue(MaintenanceFlagSchema, flag.value) : null;
  return isFlagMaintaining(scheduled, Math.floor(now().getTime() / 1000))
    ? { ...setting, isActive: true }
    : setting;
}

// Players of a local demo see it too: it says what a player needs, nothing about configuration.
const DEV_MAINTENANCE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Under maintenance</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0B0D14;color:#F3F4F8;
font-family:system-ui,sans-serif;text-align:center;padding:24px}h1{color:#F2C14E;margin:0 0 8px}p{color:#A3ABBF}</style>
</head><body><main><h1>We'll be back soon</h1>
<p>The portal is under maintenance. Please come back in a little while.</p></main></body></html>`;

/**
 * GET /api/public/maintenance: the setting, the page to send players to, and the caller's IP as
 * the API sees it (TRUST_PROXY_HOPS), so the shell can apply the same rule as the gateway on
 * in-app navigations. Never cached: operators switch it at any time.
 */
export function registerMaintenanceRoutes(
  app: FastifyInstance,
  repository: MetadataRepository,
  config: MaintenanceConfig,
  isProduction: boolean,
): void {
  serve(app, shellEndpoints.maintenance, async ({ request, reply }): Promise<MaintenanceStatus> => {
    reply.header('cache-control', 'no-store');
    return {
      setting: await readMaintenanceSetting(repository),
      pageUrl: config.pageUrl,
      clientIp: request.ip || null,
    };
  });

  if (isProduction) return;
  rawRoute(app, {
    method: 'GET',
    url: DEV_MAINTENANCE_PATH,
    summary: 'Development stand-in for the external maintenance page (not in production)',
    tags: ['development'],
    produces: 'text/html; charset=utf-8',
    handler: async () => DEV_MAINTENANCE_PAGE,
  });
}
