import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MaintenanceStatusSchema,
  ShowAdjustmentQuestSchema,
  parseMetadataValue,
  successEnvelope,
} from '@portal/contracts';
import * as v from 'valibot';
import { migrateToLatest, seedDemoData } from '../domains';
import { databaseTargets, type TestDatabase } from '../testing/databases';
import { databaseStore, type MetadataStore } from './metadataStores';
import { runShellCommand, SHELL_COMMANDS_USAGE } from './shellCommands';

async function run(store: MetadataStore, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runShellCommand(argv, store, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The commands against the database (through a running API they run the same code: see remoteCommands.test.ts). */
function describeCommands(
  name: string,
  openStore: () => Promise<{ store: MetadataStore; close: () => Promise<void> }>,
) {
  describe(`maintenance and announcement commands through ${name}`, () => {
    let store: MetadataStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await openStore());
    });
    afterAll(() => close());

    const maintenanceValue = async () =>
      parseMetadataValue(
        v.object({ isActive: v.boolean(), ipWhitelist: v.array(v.string()) }),
        (await store.get('MAINTENANCE', 'maintenance_setting'))?.value ?? '',
      );

    it('maintenance on --whitelist 1.2.3.4 turns it on with that whitelist', async () => {
      const result = await run(store, 'maintenance', 'on', '--whitelist', '1.2.3.4');
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toMatch(/^Maintenance is ON; whitelist: 1\.2\.3\.4 \(written to /);
      expect(await maintenanceValue()).toEqual({ isActive: true, ipWhitelist: ['1.2.3.4'] });
    });

    it('maintenance off keeps the whitelist; on without --whitelist keeps it too', async () => {
      expect((await run(store, 'maintenance', 'off')).code).toBe(0);
      expect(await maintenanceValue()).toEqual({ isActive: false, ipWhitelist: ['1.2.3.4'] });
      expect((await run(store, 'maintenance', 'on')).code).toBe(0);
      expect(await maintenanceValue()).toEqual({ isActive: true, ipWhitelist: ['1.2.3.4'] });
      expect((await run(store, 'maintenance', 'status')).out).toBe('Maintenance is ON; whitelist: 1.2.3.4');
    });

    it('accepts several addresses and CIDR blocks, and refuses what is not one', async () => {
      expect(
        (await run(store, 'maintenance', 'on', '--whitelist', '10.0.0.0/8,::1', '--whitelist', '5.6.7.8'))
          .code,
      ).toBe(0);
      expect(await maintenanceValue()).toEqual({
        isActive: true,
        ipWhitelist: ['10.0.0.0/8', '::1', '5.6.7.8'],
      });
      const bad = await run(store, 'maintenance', 'on', '--whitelist', 'office');
      expect(bad.code).toBe(2);
      expect(bad.err).toContain('--whitelist: "office" is not an IP address or an IPv4 CIDR block');
      await run(store, 'maintenance', 'off');
    });

    it('announcement on shows it on the given games with its type and end date; off hides it', async () => {
      const result = await run(
        store,
        'announcement',
        'on',
        '--games',
        'ash_echoes',
        '--type',
        'shutdown-ash_echoes-point',
        '--end',
        '2026-12-31',
      );
      expect(result.code).toBe(0);
      expect(result.out).toMatch(
        /^Announcement is ON; type shutdown-ash_echoes-point; games: ash_echoes; ends 2026-12-31/,
      );
      const stored = parseMetadataValue(
        ShowAdjustmentQuestSchema,
        (await store.get('COMMON', 'showAdjustmentQuest'))?.value ?? '',
      );
      expect(stored).toMatchObject({
        isActive: 'true',
        applyOnGame: 'ash_echoes',
        type: 'shutdown-ash_echoes-point',
        endAt: Date.UTC(2026, 11, 31) / 1000,
      });
      expect((await run(store, 'announcement', 'off')).code).toBe(0);
      expect((await run(store, 'announcement', 'status')).out).toMatch(
        /^Announcement is OFF; type shutdown-ash_echoes-point/,
      );
    });

    it('answers usage errors with exit code 2 and the usage', async () => {
      const unknownType = await run(store, 'announcement', 'on', '--type', 'party');
      expect(unknownType.code).toBe(2);
      expect(unknownType.err).toContain(
        '--type: "party" is not launch-vip, none or shutdown-<product>-point',
      );
      expect((await run(store, 'maintenance', 'maybe')).code).toBe(2);
      expect((await run(store, 'maintenance', 'on', '--force', 'x')).err).toContain(
        'Unknown option: --force',
      );
      expect((await run(store, 'maintenance', 'help')).out).toBe(SHELL_COMMANDS_USAGE);
    });
  });
}

for (const target of databaseTargets) {
  describeCommands(`the ${target.name} database`, async () => {
    const database: TestDatabase = await target.open();
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    return { store: databaseStore(database.db), close: database.close };
  });
}

describe('the operator CLI while the API holds the PGlite data directory', () => {
  const API_ROOT = path.resolve(__dirname, '../..');
  const TSX_CLI = require.resolve('tsx/cli');
  let root: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-shell-cli-'));
    const {
      NODE_OPTIONS: _jestOptions,
      DATABASE_URL: _postgres,
      ADMIN_API_TOKEN: _token,
      ...rest
    } = process.env;
    env = {
      ...rest,
      DATA_DIR: path.join(root, 'pglite'),
      API_PORT: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
    };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const runCli = (...args: string[]) =>
    spawnSync(process.execPath, [TSX_CLI, 'src/cli/admin.ts', ...args], {
      cwd: API_ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('switches maintenance through the running API, then straight in the database once it stopped', async () => {
    const api = spawn(process.execPath, [TSX_CLI, 'src/main.ts'], { cwd: API_ROOT, env });
    let stdout = '';
    api.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => api.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 45_000;
      while (!stdout.includes('\n') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const url = stdout.trim().replace('API listening on ', '');

      const on = runCli('maintenance', 'on', '--whitelist', '1.2.3.4');
      expect(on.stderr).toBe('');
      expect(on.stdout.trim()).toBe(
        `Maintenance is ON; whitelist: 1.2.3.4 (written to the running API at ${url})`,
      );
      expect(on.status).toBe(0);

      const answer = await (await fetch(`${url}/api/public/maintenance`)).json();
      expect(v.parse(successEnvelope(MaintenanceStatusSchema), answer).data.setting).toEqual({
        isActive: true,
        ipWhitelist: ['1.2.3.4'],
      });
    } finally {
      api.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(`${env.DATA_DIR}.admin.json`)).toBe(false);

    const off = runCli('maintenance', 'off');
    expect(off.stdout.trim()).toBe('Maintenance is OFF; whitelist: 1.2.3.4 (written to the database)');
    expect(off.status).toBe(0);
  });
});
