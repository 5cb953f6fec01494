import { AuthUserSchema, authEndpoints, endpointUrl } from '@portal/contracts';
import type { KyselyPlugin } from 'kysely';
import { databaseTargets } from '../../testing/databases';
import { expectSuccess, useTestApi } from '../../testing/harness';
import { createUsersRepository } from '../../auth/users/repository';
import { toAuthUser } from '../../auth/users/service';
import { createMoneyServices } from '../index';
import { readVipProgress } from '../vip/progress';
import { adjustBalance } from '../wallet/adjustments';
import { asPlayer, createTestPlayer, testMoneyConfig } from '../wallet/testing';
import { readWalletTotals } from '../wallet/totals';
import { readCurrentAccount } from './currentAccount';

const money = testMoneyConfig();
const YEAR_MS = 365 * 86_400_000;

/** Counts the statements a Kysely instance runs (each result passes the plugin once). */
function statementCounter() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counter.statements++;
      return result;
    },
  };
  return { counter, plugin };
}

describe.each(databaseTargets)('current account (/me) on $name', (target) => {
  const api = useTestApi(target, { config: { money } });
  const clock = () => new Date();
  const grant = (
    userId: number,
    currency: 'gold' | 'bound_gold' | 'points',
    amount: number,
    receivedAt?: Date,
  ) => adjustBalance(api.db, money, clock, { userId, currency, amount, memo: 'test setup', receivedAt });

  /** What /me answered before it was one statement: the account, the wallet totals and the VIP page's progress. */
  async function fromTheSeparateSources(userId: number, at: Date) {
    const [account, totals, vipProgress] = await Promise.all([
      createUsersRepository(api.db).findById(userId),
      readWalletTotals(api.db, userId, at),
      readVipProgress(api.db, userId, money.vip),
    ]);
    if (!account) throw new Error('expected the account');
    const { totalGold, totalBoundGold, point } = totals;
    return toAuthUser({ account, totals: { totalGold, totalBoundGold, point }, vipProgress });
  }

  it('answers a Silver player with gold, bound gold (some of it overdue), points and a cycle exactly as the wallet and VIP sources do', async () => {
    const { userId, token } = await createTestPlayer(api.db, 'me-silver');
    await grant(userId, 'gold', 25_000);
    // 20,000 gold transferred = 2,000 XP: Silver at once, and a VIP cycle opens.
    await createMoneyServices({ db: api.db, config: money }).transfers.create(userId, {
      gameCode: 'moonlight_saga',
      gameAccountId: 'me-hero',
      amount: 20_000,
    });
    await grant(userId, 'points', 300);
    await grant(userId, 'bound_gold', 500);
    // Received two years ago: past its end, though no expiry job has written its expiry rows yet.
    await grant(userId, 'bound_gold', 200, new Date(Date.now() - 2 * YEAR_MS));

    const me = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)),
      AuthUserSchema,
    );

    expect(me).toEqual(await fromTheSeparateSources(userId, new Date()));
    expect([me.totalGold, me.totalBoundGold, me.point]).toEqual([5_000, 500, 300]);
    expect(me.vipProgress).toMatchObject({ currentLevel: 1, eligibleLevel: 1, totalExp: 2_000 });
    expect(me.vipProgress.currentVIPCycle?.vipRewards).toEqual(money.vip.levels);
  });

  it('counts bound gold as gone at its end, like the wallet totals at the same moment', async () => {
    const { userId } = await createTestPlayer(api.db, 'me-later');
    await grant(userId, 'gold', 100);
    await grant(userId, 'bound_gold', 700);
    const later = new Date(Date.now() + 2 * YEAR_MS);

    const current = await readCurrentAccount(api.db, money.vip, () => later)(userId);

    expect(current?.totals).toEqual({ totalGold: 100, totalBoundGold: 0, point: 0 });
    const totals = await readWalletTotals(api.db, userId, later);
    expect(current?.totals.totalBoundGold).toBe(totals.totalBoundGold);
  });

  it('answers a new player without a wallet or VIP row with zeros and the 2000 XP default', async () => {
    const { userId, token } = await createTestPlayer(api.db, 'me-new');

    const me = expectSuccess(
      await asPlayer(api.app, token)('GET', endpointUrl(authEndpoints.me)),
      AuthUserSchema,
    );

    expect(me).toEqual(await fromTheSeparateSources(userId, new Date()));
    expect([me.totalGold, me.totalBoundGold, me.point]).toEqual([0, 0, 0]);
    expect(me.vipProgress).toEqual({
      currentLevel: 0,
      eligibleLevel: 0,
      totalExp: 0,
      nextExpNeedForVipUp: 2000,
      currentVIPCycle: null,
    });
  });

  it('reads the whole answer in one SQL statement, and nothing for an unknown account', async () => {
    const { userId } = await createTestPlayer(api.db, 'me-one-statement');
    await grant(userId, 'gold', 10);
    const { counter, plugin } = statementCounter();
    const read = readCurrentAccount(api.db.withPlugin(plugin), money.vip);

    expect((await read(userId))?.totals.totalGold).toBe(10);
    expect(counter.statements).toBe(1);
    expect(await read(2_000_000_000)).toBeUndefined();
  });
});
