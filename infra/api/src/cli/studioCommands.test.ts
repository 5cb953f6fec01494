import type { AddressInfo } from 'node:net';
import { buildApi } from '../app';
import { loadConfig } from '../config';
import { IN_MEMORY, openDatabase } from '../db/database';
import { migrateToLatest } from '../domains';
import { loadHelpConfig } from '../help/config';
import { runStudiosCommand, STUDIOS_USAGE } from './studioCommands';
import { apiStudioStore, databaseStudioStore, type StudioOriginStore } from './studioStores';

const OPERATOR_TOKEN = 'studio-cli-operator-token-0123456789';

async function run(store: StudioOriginStore, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStudiosCommand(argv, store, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The same commands through the database and through a running API's admin routes. */
describe.each([
  ['the database', false],
  ['the admin routes of a running API', true],
] as const)('studios commands through %s', (_name, throughApi) => {
  let store: StudioOriginStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { db } = await openDatabase({ dataDir: IN_MEMORY });
    await migrateToLatest(db);
    if (!throughApi) {
      store = databaseStudioStore(db, 'operator:test');
      close = () => db.destroy();
      return;
    }
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY }),
      help: loadHelpConfig({ ADMIN_API_TOKEN: OPERATOR_TOKEN }, false),
    };
    const app = await buildApi({ db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    store = apiStudioStore({ url, token: OPERATOR_TOKEN }, 'operator:test');
    close = async () => {
      await app.close();
      await db.destroy();
    };
  });
  afterAll(() => close());

  it('add, list and remove an origin, written the way browsers send it', async () => {
    const added = await run(store, 'add', 'https://Studio.Example:443/');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/^Allowed https:\/\/studio\.example \(written to /);

    const listed = await run(store, 'list');
    expect(listed.out).toMatch(
      /^https:\/\/studio\.example\s+\d{4}-\d\d-\d\dT.*(operator:test|admin-api:operator:test)$/m,
    );
    expect(listed.out).toMatch(/1 studio origin\(s\)$/);

    expect((await run(store, 'remove', 'https://studio.example')).out).toMatch(
      /^Removed https:\/\/studio\.example/,
    );
    expect((await run(store, 'remove', 'https://studio.example')).out).toBe(
      'https://studio.example was not on the list',
    );
    expect((await run(store, 'list')).out).toBe('0 studio origin(s)');
  });

  it('refuses what is not an origin, with the usage for unknown commands', async () => {
    expect(await run(store, 'add', 'https://studio.example/games')).toMatchObject({
      code: 2,
      err: 'studios add: "https://studio.example/games" is not an origin (http(s)://host[:port], no path)',
    });
    expect((await run(store, 'add', 'ftp://studio.example')).code).toBe(2);
    expect((await run(store, 'add', 'https://studio.example', '--session-minutes', '1')).code).toBe(2);
    expect(await run(store, 'secret', 'https://unknown.example')).toMatchObject({ code: 1 });
    expect(await run(store, 'rename', 'x')).toMatchObject({
      code: 2,
      err: expect.stringContaining(STUDIOS_USAGE),
    });
  });
});
