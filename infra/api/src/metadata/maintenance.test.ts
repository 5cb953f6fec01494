import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_TOKEN_HEADER,
  errorCodes,
  MaintenanceStatusSchema,
  MetadataRecordSchema,
  shellApiRoutes,
  endpointUrl,
  shellEndpoints,
} from '@portal/contracts';
import { buildApi } from '../app';
import { loadConfig } from '../config';
import { loadHelpConfig } from '../help/config';
import { IN_MEMORY, openDatabase } from '../db/database';
import { migrateToLatest, seedDemoData } from '../domains';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { adminEndpointPath, readAdminEndpoint } from './adminEndpoint';
import { loadMaintenanceConfig } from './maintenanceConfig';

const OPERATOR_TOKEN = 'operator-token-0123456789abcdef';

describe.each(databaseTargets)('maintenance status on $name', (target) => {
  const api = useTestApi(target, {
    config: {
      maintenance: { pageUrl: 'https://status.example/portal' },
      trustProxyHops: 1,
      help: loadHelpConfig({ ADMIN_API_TOKEN: OPERATOR_TOKEN }, false),
    },
  });
  const status = async (headers: Record<string, string> = {}) =>
    expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(shellEndpoints.maintenance), headers }),
      MaintenanceStatusSchema,
    );
  const admin = (
    method: 'GET' | 'PUT',
    key: string,
    payload?: object,
    token = OPERATOR_TOKEN,
    group = 'MAINTENANCE',
  ) =>
    api.app.inject({
      method,
      url: shellApiRoutes.adminMetadata(group, key),
      headers: { [ADMIN_TOKEN_HEADER]: token },
      payload,
    });

  it('answers the seeded setting (off), the page to send players to, and the caller IP', async () => {
    const answer = await status({ 'x-forwarded-for': '198.51.100.4' });
    expect(answer).toEqual({
      setting: { isActive: false, ipWhitelist: [] },
      pageUrl: 'https://status.example/portal',
      clientIp: '198.51.100.4',
    });
  });

  it('is never cached', async () => {
    const response = await api.app.inject({ method: 'GET', url: endpointUrl(shellEndpoints.maintenance) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('follows what an operator stores through the admin route', async () => {
    const stored = expectSuccess(
      await admin('PUT', 'maintenance_setting', { value: '{"isActive":true,"ipWhitelist":["1.2.3.4"]}' }),
      MetadataRecordSchema,
    );
    expect(stored).toMatchObject({ group: 'MAINTENANCE', key: 'maintenance_setting', version: 1 });
    expect((await status()).setting).toEqual({ isActive: true, ipWhitelist: ['1.2.3.4'] });

    const read = expectSuccess(await admin('GET', 'maintenance_setting'), MetadataRecordSchema);
    expect(JSON.parse(read.value)).toEqual({ isActive: true, ipWhitelist: ['1.2.3.4'] });
  });

  it('refuses the admin routes without the right token', async () => {
    expectFailure(
      await admin('GET', 'maintenance_setting', undefined, 'nope'),
      401,
      errorCodes.adminTokenInvalid,
    );
    expectFailure(
      await admin('PUT', 'maintenance_setting', { value: '{}' }, 'x'.repeat(OPERATOR_TOKEN.length)),
      401,
      errorCodes.adminTokenInvalid,
    );
  });

  it('checks a value against its contract and says what is wrong', async () => {
    const [error] = expectFailure(
      await admin('PUT', 'maintenance_setting', { value: '{"isActive":"yes","ipWhitelist":[]}' }),
      400,
      errorCodes.validation,
    );
    expect(error?.message).toBe(
      'Invalid "maintenance_setting" value at isActive: isActive must be a boolean',
    );
    expectFailure(await admin('GET', 'showAdjustmentQuest'), 404, errorCodes.metadataNotFound);
    expect(
      expectSuccess(
        await admin('GET', 'showAdjustmentQuest', undefined, OPERATOR_TOKEN, 'COMMON'),
        MetadataRecordSchema,
      ).key,
    ).toBe('showAdjustmentQuest');
  });
});

describe('maintenance page setting', () => {
  it('defaults to the development stand-in outside production and to none in production', () => {
    expect(loadMaintenanceConfig({}, false).pageUrl).toBe('/dev/maintenance');
    expect(loadMaintenanceConfig({}, true).pageUrl).toBeNull();
    expect(loadMaintenanceConfig({ MAINTENANCE_PAGE_URL: 'https://status.example' }, true).pageUrl).toBe(
      'https://status.example/',
    );
    expect(() => loadMaintenanceConfig({ MAINTENANCE_PAGE_URL: 'javascript:alert(1)' }, true)).toThrow(
      'MAINTENANCE_PAGE_URL',
    );
  });

  it('serves the development stand-in page', async () => {
    const { db } = await openDatabase({ dataDir: IN_MEMORY });
    await migrateToLatest(db);
    const app = await buildApi({
      db,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY }),
    });
    const response = await app.inject({ method: 'GET', url: '/dev/maintenance' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("We'll be back soon");
    // What a player reads: no configuration advice.
    expect(response.body).not.toMatch(/stand-in|MAINTENANCE_PAGE_URL|development/i);
    await app.close();
    await db.destroy();
  });
});

describe('the admin endpoint file of a running API on PGlite', () => {
  it('is written with a working token when the API listens, readable by its owner only, and removed on stop', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-admin-'));
    const dataDir = path.join(dir, 'pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, API_PORT: '0' });
    const { db } = await openDatabase({ dataDir: IN_MEMORY });
    await migrateToLatest(db);
    await seedDemoData(db);
    const app = await buildApi({ db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const file = adminEndpointPath(dataDir);
      const endpoint = readAdminEndpoint(file);
      expect(endpoint?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(statSync(file).mode & 0o077).toBe(0);
      const response = await fetch(
        `${endpoint?.url}${shellApiRoutes.adminMetadata('MAINTENANCE', 'maintenance_setting')}`,
        {
          headers: { [ADMIN_TOKEN_HEADER]: endpoint?.token ?? '' },
        },
      );
      expect(response.status).toBe(200);
      expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    } finally {
      await app.close();
      await db.destroy();
    }
    expect(existsSync(adminEndpointPath(dataDir))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
