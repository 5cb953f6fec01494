import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REGISTRY_SCHEMA_VERSION } from '@portal/routes/registry';
import {
  ADMIN_TOKEN_HEADER,
  adminApiRoutes,
  errorCodes,
  MetadataRecordSchema,
  shellApiRoutes,
} from '@portal/contracts';
import { runAdminCommand } from '../cli/adminCommands';
import { runCommandOnApi } from '../cli/remoteCommands';
import { loadHelpConfig } from '../help/config';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { loadAdminConfig, sha256Hex } from './config';

jest.setTimeout(240_000);

const SHARED_TOKEN = 'shared-operators-token-0123456789';
const READ_TOKEN = 'dashboards-read-only-token-0123456789';
const ALICE_TOKEN = 'alice-own-admin-token-0123456789abcdef';

/** A deploy registry whose history holds a canary an hour ago and its automatic rollback just now. */
function deployDirWithReleases(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-releases-'));
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const event = { app: 'mf-help', version: '0123456789abcdef' };
  writeFileSync(
    path.join(dir, 'registry.json'),
    JSON.stringify({
      schemaVersion: REGISTRY_SCHEMA_VERSION,
      remotes: {},
      events: [
        { ...event, at: at(60 * 24 * 3), action: 'published', by: 'erin' },
        { ...event, at: at(60), action: 'canary', percent: 10, by: 'erin' },
        { ...event, at: at(1), action: 'rolled back automatically', by: 'gateway', reason: 'mount failures' },
      ],
    }),
  );
  return dir;
}

describe.each(databaseTargets)('admin commands on a running API ($name)', (target) => {
  const releasesDir = deployDirWithReleases();
  afterAll(() => rmSync(releasesDir, { recursive: true, force: true }));
  const api = useTestApi(target, {
    config: {
      help: loadHelpConfig({ ADMIN_API_TOKEN: SHARED_TOKEN }, false),
      admin: loadAdminConfig({
        ADMIN_READ_TOKEN: READ_TOKEN,
        ADMIN_TOKENS: `alice:write:${sha256Hex(ALICE_TOKEN)}`,
        DEPLOY_DIR: releasesDir,
      }),
    },
  });
  let url: string;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });

  /** The CLI's path while the portal runs: the command goes to POST /api/admin/commands. */
  async function cli(token: string, operator: string, ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCommandOnApi(
      argv,
      { url, token },
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      {
        operator,
      },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('runs any admin command through the API, named by a per-operator token whatever the caller claims', async () => {
    const grant = await cli(
      ALICE_TOKEN,
      'mallory',
      'wallet',
      'grant',
      'demo@player.test',
      'gold',
      '125',
      '--reason',
      'goodwill',
    );
    expect(grant).toMatchObject({ code: 0, err: '' });
    expect(grant.out).toMatch(/^Granted 125 gold \(player \d+, admin:/);
    const games = await cli(SHARED_TOKEN, 'bob', 'games', 'list');
    expect(games.out).toContain('ash_echoes');
    const switched = await cli(SHARED_TOKEN, 'bob', 'maintenance', 'on', '--whitelist', '10.1.2.3');
    expect(switched.out).toBe(
      `Maintenance is ON; whitelist: 10.1.2.3 (written to the running API at ${url})`,
    );
    await cli(SHARED_TOKEN, 'bob', 'maintenance', 'off');
  });

  it('lets a read-only token read and export, and refuses it every change', async () => {
    expect((await cli(READ_TOKEN, 'grafana', 'wallet', 'show', 'demo@player.test')).code).toBe(0);
    expect((await cli(READ_TOKEN, 'grafana', 'audit', '--since', '1d')).code).toBe(0);
    const refused = await cli(
      READ_TOKEN,
      'grafana',
      'wallet',
      'grant',
      'demo@player.test',
      'gold',
      '1',
      '--reason',
      'x',
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/ADMIN_READ_ONLY|read-only/);
    expectFailure(
      await api.app.inject({
        method: 'PUT',
        url: shellApiRoutes.adminMetadata('MAINTENANCE', 'maintenance_setting'),
        headers: { [ADMIN_TOKEN_HEADER]: READ_TOKEN },
        payload: { value: '{"isActive":true,"ipWhitelist":[]}' },
      }),
      403,
      errorCodes.adminReadOnly,
    );
    expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: shellApiRoutes.adminMetadata('MAINTENANCE', 'maintenance_setting'),
        headers: { [ADMIN_TOKEN_HEADER]: READ_TOKEN },
      }),
      MetadataRecordSchema,
    );
  });

  it('refuses an unknown token before reading the command', async () => {
    const refused = await cli('not-a-token-at-all-0123456789', 'eve', 'games', 'list');
    expect(refused).toMatchObject({ code: 1, out: '' });
    expect(refused.err).toBe(`The API at ${url} refused: Send the admin token in ${ADMIN_TOKEN_HEADER}`);
    expectFailure(
      await api.app.inject({
        method: 'POST',
        url: adminApiRoutes.commands,
        payload: { argv: ['games', 'list'] },
      }),
      401,
      errorCodes.adminTokenInvalid,
    );
  });

  it('lists the grants, settings changes, switches and releases just made with the operator, through `audit --since 1d`', async () => {
    await api.app.inject({
      method: 'PUT',
      url: shellApiRoutes.adminMetadata('COMMON', 'showAdjustmentQuest'),
      headers: { [ADMIN_TOKEN_HEADER]: SHARED_TOKEN, 'x-operator': 'carol' },
      payload: {
        value:
          '{"isActive":"false","applyOnGame":"","type":"launch-vip","endAt":0,"bannerImage":"","bannerPopup":""}',
      },
    });
    const out: string[] = [];
    await runAdminCommand(
      ['wallet', 'revoke', 'demo@player.test', 'gold', '5', '--reason', 'typo'],
      api.db,
      {
        out: (line) => out.push(line),
        err: () => undefined,
      },
      { operator: 'dave', scope: 'write' },
    );

    const listed = await cli(READ_TOKEN, 'grafana', 'audit', '--since', '1d');
    const lines = listed.out.split('\n');
    const line = (pattern: RegExp) => lines.find((entry) => pattern.test(entry));
    expect(
      line(/alice\s+wallet grant\s+ok\s+api\s+wallet grant demo@player.test gold 125 --reason goodwill$/),
    ).toBeDefined();
    expect(line(/bob\s+maintenance on\s+ok\s+api\s+maintenance on --whitelist 10.1.2.3$/)).toBeDefined();
    expect(line(/carol\s+PUT \/api\/admin\/metadata\/:group\/:key ok\s+api/)).toBeDefined();
    expect(
      line(/dave\s+wallet revoke\s+ok\s+cli\s+wallet revoke demo@player.test gold 5 --reason typo$/),
    ).toBeDefined();
    // Releases come from the deploy registry's history, merged by time; older ones stay out of --since.
    expect(line(/erin\s+release canary\s+ok\s+deploy\s+mf-help 0123456789abcdef 10 %$/)).toBeDefined();
    expect(
      line(
        /gateway\s+release rolled back automatically ok\s+deploy\s+mf-help 0123456789abcdef: mount failures$/,
      ),
    ).toBeDefined();
    expect(line(/release published/)).toBeUndefined();
    expect(lines.indexOf(line(/release canary/)!)).toBeLessThan(lines.indexOf(line(/release rolled back/)!));
    // Reads (wallet show, games list, the audit itself) and refusals of the read-only token change nothing: not listed.
    expect(line(/wallet show|games list|grafana/)).toBeUndefined();
    expect(lines.at(-1)).toMatch(/^\d+ entries since /);

    const csv = await cli(READ_TOKEN, 'grafana', 'audit', '--since', '1d', '--format', 'csv');
    const [header, ...rows] = csv.out.split('\n');
    expect(header).toBe('id,created_at,operator,action,detail,outcome,via,request_id');
    expect(rows.find((row) => row.includes(',alice,wallet grant,'))).toMatch(/,ok,api,[0-9a-f-]{36}$/);
    expect(rows.find((row) => row.includes(',erin,release canary,'))).toMatch(/^,.*,ok,deploy,$/);
  });
});
