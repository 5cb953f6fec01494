import {
  endpointUrl,
  MaintenanceStatusSchema,
  MetadataGroupsSchema,
  PaymentKindListSchema,
  shellEndpoints,
  TopupOrderSchema,
  TopupPackageListSchema,
  topupEndpoints,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApi } from '../app';
import { runAdminCommand } from '../cli/adminCommands';
import type { Database } from '../db/database';
import { migrateToLatest, seedDemoData } from '../domains';
import { asPlayer, bearerOf, createTestPlayer } from '../money/wallet/testing';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess } from '../testing/harness';
import { openReplicaDatabases } from '../testing/replicas';
import { VERSION_CHECK_MS } from '../http/publicCache/contentVersions';

jest.setTimeout(240_000);

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

/** Runs `npm run admin -- content …` on the database; resolves with the exit code and the output. */
async function admin(db: Kysely<Database>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, db, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Two API instances on one database (two pools on PostgreSQL, one PGlite shared by both), seeded. */
async function twoInstances(target: (typeof databaseTargets)[number]) {
  const opened = await target.open();
  let dbs: Kysely<Database>[];
  let closeDatabase: () => Promise<void>;
  if (target.name === 'postgres') {
    await opened.close();
    const replicas = await openReplicaDatabases(2);
    dbs = replicas.replicas;
    closeDatabase = replicas.close;
  } else {
    await migrateToLatest(opened.db);
    dbs = [opened.db, opened.db];
    closeDatabase = opened.close;
  }
  await seedDemoData(dbs[0]!);
  const apps: FastifyInstance[] = await Promise.all(dbs.map((db) => buildApi({ db, config: opened.config })));
  return {
    apps,
    db: dbs[0]!,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await closeDatabase();
    },
  };
}

describe.each(databaseTargets)('content operators control, on $name', (target) => {
  let replicas: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    replicas = await twoInstances(target);
  });
  afterAll(() => replicas?.close());
  const app = (index = 0) => replicas.apps[index]!;
  const packages = async (index = 0) =>
    expectSuccess(
      await app(index).inject({ method: 'GET', url: endpointUrl(topupEndpoints.packages) }),
      TopupPackageListSchema,
    );

  describe('discounts', () => {
    afterEach(() => admin(replicas.db, 'content', 'clear', 'discounts'));

    it('show on the package with the usual price, and the order charges the discounted price in whole cents', async () => {
      const added = await admin(
        replicas.db,
        ...['content', 'discount', 'add', '--package', 'gold_1000', '--percent', '33'],
        ...['--start', String(now() - HOUR), '--end', String(now() + HOUR), '--label', 'Weekend deal'],
      );
      expect(added).toMatchObject({ code: 0, err: '' });
      expect(added.out).toContain('33% off gold_1000');
      expect(added.out).toContain('(running now)');

      const pack = (await packages()).find((item) => item.code === 'gold_1000');
      // $10.00 less 33 %: 670 cents exactly.
      expect(pack).toMatchObject({
        priceCents: 670,
        gold: 1000,
        discount: { percentOff: 33, listPriceCents: 1000, label: 'Weekend deal' },
      });

      const player = await createTestPlayer(replicas.db, 'discount');
      const order = expectSuccess(
        await asPlayer(app(), player.token)('POST', endpointUrl(topupEndpoints.createOrder), {
          packageCode: 'gold_1000',
        }),
        TopupOrderSchema,
      );
      expect(order).toMatchObject({ priceCents: 670, goldAmount: 1000 });
    });

    it('is not applied before its start or after its end', async () => {
      await admin(
        replicas.db,
        ...['content', 'discount', 'add', '--package', 'gold_1000', '--percent', '50'],
        ...['--start', String(now() + HOUR), '--end', String(now() + 2 * HOUR)],
      );
      const pack = (await packages()).find((item) => item.code === 'gold_1000');
      expect(pack?.priceCents).toBe(1000);
      expect(pack?.discount).toBeUndefined();
    });

    it('refuses an invalid discount with a message naming the field, and changes nothing', async () => {
      const refused = await admin(
        replicas.db,
        ...['content', 'discount', 'add', '--package', 'gold_1000', '--percent', '95'],
        ...['--start', '2026-01-01', '--end', '2030-01-01'],
      );
      expect(refused.code).toBe(1);
      expect(refused.err).toBe('Invalid discount at percentOff: percentOff is at most 90');
      const backwards = await admin(
        replicas.db,
        'content',
        'set',
        'discounts',
        JSON.stringify([{ packageCode: 'gold_1000', percentOff: 10, startAt: 200, endAt: 100 }]),
      );
      expect(backwards).toMatchObject({
        code: 1,
        err: 'Invalid "discounts" value at 0: endAt must be after startAt',
      });
      expect((await packages()).find((item) => item.code === 'gold_1000')?.discount).toBeUndefined();
    });
  });

  describe('checkout whitelist', () => {
    afterAll(() =>
      admin(
        replicas.db,
        ...[
          'content',
          'set',
          'checkout-whitelist',
          JSON.stringify([{ regions: ['*'], paymentKinds: ['sandbox'] }]),
        ],
      ),
    );
    const kinds = async (headers: Record<string, string>) =>
      expectSuccess(
        await app().inject({ method: 'GET', url: endpointUrl(topupEndpoints.paymentKinds), headers }),
        PaymentKindListSchema,
      ).map((kind) => kind.name);

    it('gives each region the kinds its rules list; the server refuses an order from elsewhere', async () => {
      const vietnamOnly = JSON.stringify([{ regions: ['VN'], paymentKinds: ['sandbox'] }]);
      expect((await admin(replicas.db, 'content', 'set', 'checkout-whitelist', vietnamOnly)).code).toBe(0);
      expect(await kinds({ 'accept-language': 'vi-VN' })).toEqual(['sandbox']);
      expect(await kinds({ 'accept-language': 'th-TH' })).toEqual([]);

      const player = await createTestPlayer(replicas.db, 'whitelist');
      const order = (language: string) =>
        app().inject({
          method: 'POST',
          url: endpointUrl(topupEndpoints.createOrder),
          headers: { ...bearerOf(player.token), 'accept-language': language },
          payload: { packageCode: 'gold_1000' },
        });
      expectFailure(await order('th-TH'), 403, 'PAYMENT_KIND_NOT_ALLOWED');
      expect((await order('vi-VN')).statusCode).toBe(200);
    });

    it('narrows by player group: a rule for VIP Gold only leaves visitors and plain players without', async () => {
      const goldOnly = JSON.stringify([{ regions: ['*'], groups: ['vip_gold'], paymentKinds: ['sandbox'] }]);
      await admin(replicas.db, 'content', 'set', 'checkout-whitelist', goldOnly);
      expect(await kinds({})).toEqual([]);
      const player = await createTestPlayer(replicas.db, 'group');
      expect(await kinds(bearerOf(player.token))).toEqual([]);
      await replicas.db
        .insertInto('vip_status')
        .values({ user_id: player.userId, current_level: 2, eligible_level: 2, cycle_gold: 0 })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ current_level: 2 }))
        .execute();
      expect(await kinds(bearerOf(player.token))).toEqual(['sandbox']);
    });

    it('without rules every kind is offered (today’s behaviour)', async () => {
      await admin(replicas.db, 'content', 'clear', 'checkout-whitelist');
      expect(await kinds({ 'accept-language': 'th-TH' })).toEqual(['sandbox']);
    });
  });

  describe('maintenance flag beside the maintenance setting', () => {
    afterEach(async () => {
      await admin(replicas.db, 'content', 'clear', 'maintenance-flag');
      await admin(replicas.db, 'maintenance', 'off');
    });
    const status = async () =>
      expectSuccess(
        await app().inject({ method: 'GET', url: endpointUrl(shellEndpoints.maintenance) }),
        MaintenanceStatusSchema,
      ).setting;
    const flag = (startAt: number, endAt: number, isActive = true) =>
      admin(replicas.db, 'content', 'set', 'maintenance-flag', JSON.stringify({ isActive, startAt, endAt }));

    it('turns maintenance on inside its window, keeping the setting’s whitelist', async () => {
      await admin(replicas.db, 'maintenance', 'off');
      await admin(replicas.db, 'maintenance', 'on', '--whitelist', '203.0.113.9');
      await admin(replicas.db, 'maintenance', 'off');
      expect((await flag(now() - 60, now() + HOUR)).code).toBe(0);
      expect(await status()).toEqual({ isActive: true, ipWhitelist: ['203.0.113.9'] });
    });

    it('leaves the portal open before the window and when switched off; the setting alone still works', async () => {
      await flag(now() + HOUR, now() + 2 * HOUR);
      expect((await status()).isActive).toBe(false);
      await flag(now() - 60, now() + HOUR, false);
      expect((await status()).isActive).toBe(false);
      await admin(replicas.db, 'maintenance', 'on');
      expect((await status()).isActive).toBe(true);
    });
  });

  describe('validation of content values', () => {
    it('refuses images from another origin and javascript: links, naming the field', async () => {
      const foreign = await admin(
        replicas.db,
        ...[
          'content',
          'set',
          'assets',
          'ash_echoes',
          JSON.stringify({ keyArt: 'https://evil.example/a.png' }),
        ],
      );
      expect(foreign).toMatchObject({
        code: 1,
        err: `Invalid "assets.ash_echoes" value at keyArt: an image must be a path of this site starting with '/'`,
      });
      const script = await admin(
        replicas.db,
        'content',
        'set',
        'official',
        'ash_echoes',
        JSON.stringify({ links: [{ label: 'Site', url: 'javascript:alert(1)' }] }),
      );
      expect(script.err).toBe(
        `Invalid "official.ash_echoes" value at links.0.url: a link must be a path of this site ('/…') or an https:// address`,
      );
    });

    it('says which games have asset sets, and which kinds exist', async () => {
      const unknown = await admin(replicas.db, 'content', 'set', 'assets', 'new_game', '{}');
      expect(unknown.code).toBe(2);
      expect(unknown.err).toContain(
        'No asset set for "new_game": the asset groups are for ash_echoes, crazy_ones',
      );
      expect((await admin(replicas.db, 'content', 'show', 'banners')).err).toContain(
        'Unknown content kind: banners',
      );
    });

    it('takes official data for any game (the group is named for the first one)', async () => {
      const data = { facts: [{ label: 'Genre', value: 'Party brawler' }] };
      expect(
        (await admin(replicas.db, 'content', 'set', 'official', 'crazy_ones', JSON.stringify(data))).code,
      ).toBe(0);
      const shown = await admin(replicas.db, 'content', 'show', 'official', 'crazy_ones');
      expect(JSON.parse(shown.out)).toEqual(data);
      await admin(replicas.db, 'content', 'clear', 'official', 'crazy_ones');
    });
  });

  it('a change made by another process reaches both replicas within a second, without a restart', async () => {
    const headline = async (index: number) =>
      expectSuccess(
        await app(index).inject({ method: 'GET', url: '/api/public/metadata?groups=TOPUP_PAGE' }),
        MetadataGroupsSchema,
      ).TOPUP_PAGE?.[0]?.value ?? '';
    // Both replicas have read (and hold) the current content.
    await Promise.all([headline(0), headline(1), packages(1)]);
    const text = `Sale ends tonight ${Date.now()}`;
    // Straight on the database, as an admin command in another process would: only the version tells.
    const write = (key: string, group: string, value: unknown) =>
      sql`insert into metadata_records (group_code, key, version, value) values (${group}, ${key}, 1, ${JSON.stringify(value)})
        on conflict (key, version) do update set value = excluded.value`.execute(replicas.db);
    await write('topup_page', 'TOPUP_PAGE', { headline: text });
    await write('discounts', 'DISCOUNTS', [
      { packageCode: 'gold_5000', percentOff: 10, startAt: now() - 60, endAt: now() + HOUR },
    ]);
    const started = Date.now();
    while (!(await Promise.all([headline(0), headline(1)])).every((value) => value.includes(text))) {
      expect(Date.now() - started).toBeLessThan(VERSION_CHECK_MS + 1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Prices are read on every request: the other replica charges the new price at once.
    expect((await packages(1)).find((item) => item.code === 'gold_5000')?.priceCents).toBe(4500);
    await admin(replicas.db, 'content', 'clear', 'discounts');
  });
});
