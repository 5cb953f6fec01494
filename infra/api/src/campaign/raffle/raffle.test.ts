import { campaignApiRoutes, messages, RaffleSchema, TOKEN_COOKIE } from '@portal/contracts';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import { upsertCampaign } from '../config/campaigns';
import { createCampaignServices } from '../services';
import { createTestCampaign, preRegister } from '../testing';
import { drawRaffle, prizeSlots } from './draw';
import { forfeitOverdueRaffleWinners } from './forfeit';

jest.setTimeout(240_000);

const ADDRESS = {
  recipientName: 'Mai Tran',
  phone: '+84912345678',
  address: '12 Nguyen Hue, District 1',
  city: 'Ho Chi Minh City',
  postalCode: '700000',
  country: 'Vietnam',
};

describe.each(databaseTargets)('raffle on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  /** A campaign launching tomorrow with a flagship phone and two headsets; entrants enter over HTTP. */
  async function withEntrants(count: number) {
    const campaign = await createTestCampaign(api.db, {
      launchInDays: 1,
      content: {
        rafflePrizes: [
          { name: 'Flagship phone', quantity: 1 },
          { name: 'Headset', quantity: 2 },
        ],
      },
    });
    const entrants = [];
    for (let index = 0; index < count; index++) {
      const player = await createTestPlayer(api.db, `entrant${index}`);
      await preRegister(api.app, campaign, player.token);
      expectSuccess(
        await asPlayer(api.app, player.token)('POST', campaignApiRoutes.raffleEntry(campaign.game_code)),
        RaffleSchema,
      );
      entrants.push(player);
    }
    return { campaign, entrants, game: campaign.game_code };
  }

  it('lets only website pre-registrants enter, before launch, with their account id as lottery number', async () => {
    const { campaign, game } = await withEntrants(0);
    const notYet = await createTestPlayer(api.db, 'not-pre-registered');
    expectFailure(
      await asPlayer(api.app, notYet.token)('POST', campaignApiRoutes.raffleEntry(game)),
      403,
      'NOT_PRE_REGISTERED',
    );
    const mobile = await createTestPlayer(api.db, 'mobile');
    await preRegister(api.app, campaign, mobile.token, { channel: 'mobile' });
    expectFailure(
      await asPlayer(api.app, mobile.token)('POST', campaignApiRoutes.raffleEntry(game)),
      403,
      'NOT_PRE_REGISTERED',
    );
    const web = await createTestPlayer(api.db, 'web');
    await preRegister(api.app, campaign, web.token);
    const entered = expectSuccess(
      await asPlayer(api.app, web.token)('POST', campaignApiRoutes.raffleEntry(game)),
      RaffleSchema,
    );
    expect(entered.phase).toBe('entry_open');
    expect(entered.me).toMatchObject({
      eligible: true,
      entered: true,
      lotteryNumber: web.userId,
      prizeName: null,
    });
    expect(entered.prizes[0]).toMatchObject({ name: 'Flagship phone', quantity: 1 });

    await upsertCampaign(api.db, game, { launchAt: new Date(Date.now() - 1000) }, new Date());
    const late = await createTestPlayer(api.db, 'late');
    await preRegister(api.app, campaign, late.token);
    expectFailure(
      await asPlayer(api.app, late.token)('POST', campaignApiRoutes.raffleEntry(game)),
      409,
      'RAFFLE_ENTRY_CLOSED',
    );
  });

  it('is drawn by the operator after launch only, once, reproducibly from the recorded seed, audited', async () => {
    const { campaign, game, entrants } = await withEntrants(5);
    const services = createCampaignServices({ db: api.db });
    await expect(services.raffle.draw(game, 'operator:test')).rejects.toMatchObject({
      code: 'RAFFLE_ENTRY_CLOSED',
    });
    await upsertCampaign(api.db, game, { launchAt: new Date(Date.now() - 1000) }, new Date());
    const result = await services.raffle.draw(game, 'operator:test');
    expect(result.winners).toHaveLength(3);
    expect(result.seed).toMatch(/^[0-9a-f]{64}$/);
    const replay = drawRaffle(
      result.seed,
      entrants.map((entrant) => entrant.userId),
      prizeSlots([
        { id: result.winners[0]!.prizeId, quantity: 1 },
        { id: result.winners[1]!.prizeId, quantity: 2 },
      ]),
    );
    expect(replay).toEqual(result.winners);
    expect(await services.raffle.verify(game)).toMatchObject({ matches: true, seed: result.seed });
    await expect(services.raffle.draw(game, 'operator:test')).rejects.toMatchObject({
      code: 'RAFFLE_ALREADY_DRAWN',
    });
    const audit = await api.db
      .selectFrom('campaign_audit_log')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('action', '=', 'raffle.draw')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ seed: result.seed, entries: 5 });
  });

  it('announces winners, takes a winner’s address with a valid phone, and refuses others', async () => {
    const { game, entrants } = await withEntrants(4);
    await upsertCampaign(api.db, game, { launchAt: new Date(Date.now() - 1000) }, new Date());
    const { winners } = await createCampaignServices({ db: api.db }).raffle.draw(game, 'operator:test');
    const winner = entrants.find((entrant) => entrant.userId === winners[0]!.lotteryNumber)!;
    const loser = entrants.find((entrant) => !winners.some((pick) => pick.lotteryNumber === entrant.userId))!;

    const seen = expectSuccess(
      await asPlayer(api.app, winner.token)('GET', campaignApiRoutes.raffle(game)),
      RaffleSchema,
    );
    expect(seen.phase).toBe('drawn');
    expect(seen.me).toMatchObject({ prizeName: 'Flagship phone', winnerStatus: 'awaiting_response' });
    expect(seen.me!.responseDeadline! - seen.announcedAt!).toBe(14 * 86_400);
    const loserView = expectSuccess(
      await asPlayer(api.app, loser.token)('GET', campaignApiRoutes.raffle(game)),
      RaffleSchema,
    );
    expect(loserView.me).toMatchObject({ prizeName: null, winnerStatus: null });

    const ship = (token: string, body: object) =>
      asPlayer(api.app, token)('POST', campaignApiRoutes.raffleShipping(game), body);
    const badPhone = expectFailure(
      await ship(winner.token, { ...ADDRESS, phone: '12ab' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(badPhone[0]?.message).toContain(messages.phone);
    expect(messages.phone).toBe('You need input valid phone number');
    expectFailure(await ship(loser.token, ADDRESS), 403, 'RAFFLE_NOT_WINNER');
    const answered = expectSuccess(await ship(winner.token, ADDRESS), RaffleSchema);
    expect(answered.me?.winnerStatus).toBe('answered');
    expectFailure(await ship(winner.token, ADDRESS), 409, 'RAFFLE_ALREADY_ANSWERED');
  });

  it('forfeits winners who have not answered within 14 days of the announcement', async () => {
    const { game, entrants } = await withEntrants(2);
    await upsertCampaign(api.db, game, { launchAt: new Date(Date.now() - 1000) }, new Date());
    const drawnAt = new Date();
    const { winners } = await createCampaignServices({ db: api.db, clock: () => drawnAt }).raffle.draw(
      game,
      'operator:test',
    );
    const [first, second] = winners.map((pick) =>
      entrants.find((entrant) => entrant.userId === pick.lotteryNumber)!,
    );
    await asPlayer(api.app, first!.token)('POST', campaignApiRoutes.raffleShipping(game), ADDRESS);

    const day13 = new Date(drawnAt.getTime() + 13 * 86_400_000);
    expect(await forfeitOverdueRaffleWinners(api.db, day13)).toBe(0);
    const day14 = new Date(drawnAt.getTime() + 14 * 86_400_000);
    const late = createCampaignServices({ db: api.db, clock: () => day14 });
    await expect(late.raffle.submitShipping(game, second!.userId, ADDRESS)).rejects.toMatchObject({
      code: 'RAFFLE_RESPONSE_CLOSED',
    });
    expect(await forfeitOverdueRaffleWinners(api.db, day14)).toBeGreaterThanOrEqual(1);
    expect(await forfeitOverdueRaffleWinners(api.db, day14)).toBe(0);
    const statuses = await late.raffle.winners(game);
    expect(statuses.map((row) => row.status)).toEqual(['answered', 'forfeited']);
  });

  it('shows a signed-in browser its own raffle state from the session cookie, a visitor none', async () => {
    const { game, entrants } = await withEntrants(1);
    const read = async (headers: Record<string, string>) =>
      expectSuccess(
        await api.app.inject({ method: 'GET', url: campaignApiRoutes.raffle(game), headers }),
        RaffleSchema,
      );
    const viaCookie = await read({ cookie: `${TOKEN_COOKIE}=${entrants[0]!.token}` });
    expect(viaCookie.me).toMatchObject({ entered: true, lotteryNumber: entrants[0]!.userId });
    expect((await read({})).me).toBeNull();
    expect((await read({ cookie: `${TOKEN_COOKIE}=${'x'.repeat(40)}` })).me).toBeNull();
  });
});
