import {
  OwnProfileSchema,
  PublicProfileSchema,
  endpointUrl,
  transferEndpoints,
  profileEndpoints,
} from '@portal/contracts';
import type { ApiConfig } from '../config';
import { startTestGameServer, type TestGameServer } from '../money/delivery/testGameServer';
import { databaseTargets } from '../testing/databases';
import { expectSuccess, useTestApi } from '../testing/harness';
import { adjustBalance } from '../money/wallet/adjustments';
import type { MoneyConfig } from '../money/wallet/config';
import { createMoneyServices } from '../money';
import { asPlayer, bearerOf, createTestPlayer, testMoneyConfig } from '../money/wallet/testing';

/** A transfer to a game creates the player's game account link (Games Activities). */
describe.each(databaseTargets)('game account links from transfers on $name', (target) => {
  let game: TestGameServer;
  let money: MoneyConfig;
  const options: { config: Partial<ApiConfig> } = { config: {} };
  beforeAll(async () => {
    game = await startTestGameServer();
    const base = testMoneyConfig();
    money = {
      ...base,
      delivery: {
        ...base.delivery,
        maxAttempts: 1,
        timeoutMs: 2000,
        endpoints: { moonlight_saga: { url: game.url, secret: game.secret } },
        sandboxGames: false,
      },
    };
    options.config.money = money;
  });
  const api = useTestApi(target, options);
  afterAll(() => game.close());

  const worker = () => createMoneyServices({ db: api.db, config: money, clock: () => new Date() }).worker;
  const playerWithGold = async (label: string) => {
    const player = await createTestPlayer(api.db, label);
    await adjustBalance(api.db, money, () => new Date(), {
      userId: player.userId,
      currency: 'gold',
      amount: 1_000,
      memo: 'test setup',
    });
    return player;
  };
  const activitiesOf = async (token: string) => {
    const own = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(profileEndpoints.own),
        headers: bearerOf(token),
      }),
      OwnProfileSchema,
    );
    const profile = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(profileEndpoints.publicProfile, { slug: own.slug }),
      }),
      PublicProfileSchema,
    );
    return profile.gamingActivities;
  };
  const linkOf = (userId: number) =>
    api.db
      .selectFrom('game_account_links')
      .selectAll()
      .where('user_id', '=', userId)
      .where('game_code', '=', 'moonlight_saga')
      .executeTakeFirst();

  it('links the game when the transfer is delivered, not before, and shows it on the profile', async () => {
    const { userId, token } = await playerWithGold('linker');
    const player = asPlayer(api.app, token);
    await player('POST', endpointUrl(transferEndpoints.create), {
      gameCode: 'moonlight_saga',
      gameAccountId: 'hero-7',
      amount: 100,
    });
    expect(await linkOf(userId)).toBeUndefined();
    expect(await activitiesOf(token)).toEqual([]);

    expect(await worker().runOnce()).toMatchObject({ delivered: 1 });
    expect(await linkOf(userId)).toMatchObject({ game_account_id: 'hero-7', level: null });
    const activities = await activitiesOf(token);
    expect(activities.map((entry) => entry.game.gameCode)).toEqual(['moonlight_saga']);
  });

  it('keeps one link per game and the first playingSince across transfers', async () => {
    const { userId, token } = await playerWithGold('twice');
    const player = asPlayer(api.app, token);
    await player('POST', endpointUrl(transferEndpoints.create), {
      gameCode: 'moonlight_saga',
      gameAccountId: 'hero-1',
      amount: 50,
    });
    await worker().runOnce();
    const first = await linkOf(userId);
    await player('POST', endpointUrl(transferEndpoints.create), {
      gameCode: 'moonlight_saga',
      gameAccountId: 'hero-2',
      amount: 50,
    });
    await worker().runOnce();
    const second = await linkOf(userId);
    expect(second?.playing_since.getTime()).toBe(first?.playing_since.getTime());
    // The account the game first confirmed stays; a later transfer does not move it.
    expect(second?.game_account_id).toBe('hero-1');
    expect(await activitiesOf(token)).toHaveLength(1);
  });

  it('links nothing for a transfer the game refused', async () => {
    const { userId, token } = await playerWithGold('refused');
    game.failNext(1, 422);
    const player = asPlayer(api.app, token);
    await player('POST', endpointUrl(transferEndpoints.create), {
      gameCode: 'moonlight_saga',
      gameAccountId: 'hero-9',
      amount: 100,
    });
    await worker().runOnce();
    expect(await linkOf(userId)).toBeUndefined();
  });
});
