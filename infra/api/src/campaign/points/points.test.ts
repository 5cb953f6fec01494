import { campaignApiRoutes, CampaignGachaSchema } from '@portal/contracts';
import { databaseTargets } from '../../testing/databases';
import { expectSuccess, useTestApi } from '../../testing/harness';
import { createTestPlayer } from '../../money/wallet/testing';
import { createCampaignServices } from '../services';
import { createTestCampaign, givePoints, ledgerMatchesBalance } from '../testing';

jest.setTimeout(240_000);

describe.each(databaseTargets)('AE Points and the campaign gacha on $name', (target) => {
  const api = useTestApi(target, { seed: false });
  const launch = new Date('2026-05-01T00:00:00Z');
  let now = new Date('2026-04-01T00:00:00Z');
  const clock = () => now;

  async function setup() {
    const campaign = await createTestCampaign(api.db, {
      now,
      settings: { launchAt: launch },
      content: {
        gachaPrizes: [
          { name: 'Crystal', weight: 3 },
          { name: 'Ticket', weight: 1, stock: 1 },
        ],
      },
    });
    const player = await createTestPlayer(api.db, 'gambler');
    return {
      campaign,
      player,
      game: campaign.game_code,
      services: createCampaignServices({ db: api.db, clock }),
    };
  }

  it('goes live one week after launch, not before', async () => {
    const { campaign, player, game, services } = await setup();
    await givePoints(api.db, campaign, player.userId, 500, 'test:gacha');
    const info = expectSuccess(
      await api.app.inject({ method: 'GET', url: campaignApiRoutes.gacha(game) }),
      CampaignGachaSchema,
    );
    expect(info).toMatchObject({ startAt: launch.getTime() / 1000 + 7 * 86_400, drawCost: 250 });
    now = new Date(launch.getTime() + 7 * 86_400_000 - 1000);
    await expect(services.gacha.draw(game, player.userId)).rejects.toMatchObject({
      code: 'CAMPAIGN_GACHA_NOT_LIVE',
    });
    now = new Date(launch.getTime() + 7 * 86_400_000);
    const draw = await services.gacha.draw(game, player.userId);
    expect(draw).toMatchObject({ pointsSpent: 250, balance: 250 });
    expect(draw.couponCode).toMatch(/^PP-/);
  });

  it('spends 250 per draw and never lets the balance go negative, also under concurrency', async () => {
    const { campaign, player, game, services } = await setup();
    now = new Date(launch.getTime() + 8 * 86_400_000);
    await givePoints(api.db, campaign, player.userId, 750, 'test:gacha');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => services.gacha.draw(game, player.userId)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results.filter((candidate) => candidate.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        code: 'INSUFFICIENT_POINTS',
        statusCode: 422,
      });
    }
    const points = await services.points.read(game, player.userId, 1, 10);
    expect(points.balance).toBe(0);
    expect(
      points.entries.items.filter((entry) => entry.reason === 'gacha_draw').map((entry) => entry.amount),
    ).toEqual([-250, -250, -250]);
    expect(await ledgerMatchesBalance(api.db, campaign, player.userId)).toBe(true);
    const ticket = await api.db
      .selectFrom('campaign_gacha_prizes')
      .select(['awarded', 'stock'])
      .where('campaign_id', '=', campaign.id)
      .where('name', '=', 'Ticket')
      .executeTakeFirstOrThrow();
    expect(ticket.awarded).toBeLessThanOrEqual(ticket.stock!);
  });

  it('caps task points at 750 whatever the tasks, and spending does not give earning room back', async () => {
    const { campaign, player, game, services } = await setup();
    await givePoints(api.db, campaign, player.userId, 700, 'task:a');
    expect((await givePoints(api.db, campaign, player.userId, 100, 'task:b')).awarded).toBe(50);
    now = new Date(launch.getTime() + 8 * 86_400_000);
    await services.gacha.draw(game, player.userId);
    expect((await givePoints(api.db, campaign, player.userId, 100, 'task:c')).awarded).toBe(0);
    expect(await services.points.read(game, player.userId, 1, 10)).toMatchObject({
      balance: 500,
      taskPointsEarned: 750,
    });
  });
});
