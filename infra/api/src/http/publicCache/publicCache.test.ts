import {
  authEndpoints,
  AuthUserSchema,
  campaignApiRoutes,
  CampaignSchema,
  GameListSchema,
  endpointUrl,
  gameEndpoints,
} from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { buildApi } from '../../app';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/database';
import { migrateToLatest, seedDemoData } from '../../domains';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import { databaseTargets } from '../../testing/databases';
import { expectSuccess } from '../../testing/harness';
import { openReplicaDatabases } from '../../testing/replicas';
import { checkCompiledAnswers } from '../serialization';
import { VERSION_CHECK_MS } from './contentVersions';

jest.setTimeout(240_000);

/** A view of the database that counts the statements run through it. */
function counting(db: Kysely<Database>) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.statements++;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), counter };
}

const ASH = 'ash_echoes';

/** Polls `read` until it passes `done`; resolves with the ms it took (fails the test after 10 s). */
async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  while (!done(await read())) {
    if (Date.now() - started > 10_000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

interface Replicas {
  apps: FastifyInstance[];
  dbs: Kysely<Database>[];
  counters: { statements: number }[];
  close(): Promise<void>;
}

/** Two API instances on one database: two pools on PostgreSQL, one PGlite shared by both. */
async function twoInstances(target: (typeof databaseTargets)[number]): Promise<Replicas> {
  let dbs: Kysely<Database>[];
  let config: ApiConfig;
  let closeDatabase: () => Promise<void>;
  if (target.name === 'postgres') {
    const replicas = await openReplicaDatabases(2);
    const opened = await target.open(); // only for its test config
    config = opened.config;
    await opened.close();
    dbs = replicas.replicas;
    closeDatabase = replicas.close;
  } else {
    const opened = await target.open();
    await migrateToLatest(opened.db);
    dbs = [opened.db, opened.db];
    config = opened.config;
    closeDatabase = opened.close;
  }
  await seedDemoData(dbs[0]!);
  const views = dbs.map(counting);
  const apps = await Promise.all(views.map(({ db }) => buildApi({ db, config })));
  return {
    apps,
    dbs,
    counters: views.map((view) => view.counter),
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await closeDatabase();
    },
  };
}

describe.each(databaseTargets)('public answers from memory on $name', (target) => {
  let replicas: Replicas;
  beforeAll(async () => {
    replicas = await twoInstances(target);
  });
  afterAll(() => replicas?.close());
  const get = (index: number, url: string, headers: Record<string, string> = {}) =>
    replicas.apps[index]!.inject({ method: 'GET', url, headers });

  it('answers the catalogue with an ETag and Cache-Control, and 304 to a browser that holds it', async () => {
    const first = await get(0, endpointUrl(gameEndpoints.list));
    const games = expectSuccess(first, GameListSchema);
    expect(games.map((game) => game.gameCode)).toContain(ASH);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');

    const again = await get(0, endpointUrl(gameEndpoints.list), {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    const other = await get(0, endpointUrl(gameEndpoints.list), { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('makes a repeated public read without the database (one version check a second at most)', async () => {
    await get(1, campaignApiRoutes.campaign(ASH));
    const before = replicas.counters[1]!.statements;
    const started = Date.now();
    for (let index = 0; index < 20; index++)
      expectSuccess(await get(1, campaignApiRoutes.campaign(ASH)), CampaignSchema);
    const elapsedSeconds = (Date.now() - started) / 1000;
    // Each second may check the versions once and make the clock-dependent campaign answer once.
    expect(replicas.counters[1]!.statements - before).toBeLessThanOrEqual(2 * Math.ceil(elapsedSeconds + 1));
  });

  it('shows a change made elsewhere (another replica, the CLI) on both instances within a second', async () => {
    const name = () =>
      Promise.all(
        [0, 1].map(async (index) =>
          expectSuccess(await get(index, endpointUrl(gameEndpoints.list)), GameListSchema),
        ),
      ).then((lists) => lists.map((games) => games.find((game) => game.gameCode === ASH)?.name));
    expect(await name()).toEqual(['Ash Echoes', 'Ash Echoes']);

    // Straight on the database, as another process would: only the trigger's version tells.
    await sql`update games set name = 'Ash Echoes: Rekindled' where game_code = ${ASH}`.execute(
      replicas.dbs[0]!,
    );
    const took = await waitUntil(name, (names) => names.every((shown) => shown === 'Ash Echoes: Rekindled'));
    expect(took).toBeLessThanOrEqual(VERSION_CHECK_MS + 500); // the check's second, plus a busy machine's slack
  });

  it('keeps a signed-in player’s own landing state out of the shared answers', async () => {
    const player = await createTestPlayer(replicas.dbs[0]!, `cache-${target.name}`);
    const shared = await get(0, campaignApiRoutes.rewards(ASH));
    expect(shared.headers.vary).toBe('authorization, cookie');
    expect(shared.headers.etag).toBeDefined();
    const own = await asPlayer(replicas.apps[0]!, player.token)('GET', campaignApiRoutes.rewards(ASH));
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
  });

  it('answers /me with one SQL statement once the session lookup is cached', async () => {
    const player = await createTestPlayer(replicas.dbs[0]!, `me-${target.name}`);
    const me = () => asPlayer(replicas.apps[0]!, player.token)('GET', endpointUrl(authEndpoints.me));
    expectSuccess(await me(), AuthUserSchema); // looks the session up (and keeps it SESSION_CACHE_MS)
    const before = replicas.counters[0]!.statements;
    expect(expectSuccess(await me(), AuthUserSchema).id).toBe(player.userId);
    expect(replicas.counters[0]!.statements - before).toBe(1);
  });
});

describe('compiled answers', () => {
  async function appWith(schema: object) {
    const app = Fastify();
    checkCompiledAnswers(app);
    app.get('/answer', { schema: { response: { 200: schema } } }, async () => ({
      id: 7,
      name: 'Ash',
      extra: true,
    }));
    await app.ready();
    return app;
  }

  it('writes what JSON.stringify would, from the response schema', async () => {
    const app = await appWith({
      type: 'object',
      properties: { name: { type: 'string' }, id: { type: 'integer' }, extra: { type: 'boolean' } },
    });
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: 'Ash', extra: true });
    expect(response.body).toBe('{"name":"Ash","id":7,"extra":true}'); // the schema's order: compiled, not JSON.stringify
    await app.close();
  });

  it('fails loudly under test when a schema would drop a field', async () => {
    const app = await appWith({ type: 'object', properties: { id: { type: 'integer' } } });
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
