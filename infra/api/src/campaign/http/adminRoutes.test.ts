import type { AddressInfo } from 'node:net';
import {
  ADMIN_TOKEN_HEADER,
  campaignAdminApiRoutes,
  campaignApiRoutes,
  CampaignSchema,
  errorCodes,
  RaffleDrawResultSchema,
  RaffleSchema,
  RaffleWinnerRecordListSchema,
} from '@portal/contracts';
import { runCommandOnApi } from '../../cli/remoteCommands';
import { loadHelpConfig } from '../../help/config';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import { createTestCampaign, preRegister } from '../testing';

jest.setTimeout(240_000);

const OPERATOR_TOKEN = 'campaign-operator-token-0123456789';

describe.each(databaseTargets)('operators’ campaign routes on $name', (target) => {
  const api = useTestApi(target, {
    seed: false,
    config: { help: loadHelpConfig({ ADMIN_API_TOKEN: OPERATOR_TOKEN }, false) },
  });
  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = OPERATOR_TOKEN) =>
    api.app.inject({
      method,
      url,
      headers: { [ADMIN_TOKEN_HEADER]: token, 'x-operator': 'ops:mai' },
      payload,
    });

  /** A campaign launching tomorrow, one flagship phone, and one website pre-registrant in the raffle. */
  async function campaignWithEntrant() {
    const campaign = await createTestCampaign(api.db, {
      launchInDays: 1,
      content: { rafflePrizes: [{ name: 'Flagship phone', quantity: 1 }] },
    });
    const player = await createTestPlayer(api.db, `entrant-${campaign.id}`);
    await preRegister(api.app, campaign, player.token);
    expectSuccess(
      await asPlayer(api.app, player.token)('POST', campaignApiRoutes.raffleEntry(campaign.game_code)),
      RaffleSchema,
    );
    return { game: campaign.game_code, player };
  }

  it('refuses every operator route without the admin token, before looking at the body', async () => {
    const { game } = await campaignWithEntrant();
    for (const [method, url] of [
      ['PATCH', campaignAdminApiRoutes.settings(game)],
      ['POST', campaignAdminApiRoutes.raffleDraw(game)],
      ['GET', campaignAdminApiRoutes.raffleWinners(game)],
    ] as const) {
      expectFailure(await admin(method, url, { seed: 'nope' }, 'wrong'), 401, errorCodes.adminTokenInvalid);
      const bare = await api.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expectFailure(bare, 401, errorCodes.adminTokenInvalid);
    }
  });

  it('moves the launch date (gacha start follows) and audits who did it', async () => {
    const { game } = await campaignWithEntrant();
    const launchAt = Math.floor(Date.now() / 1000) - 60;
    const campaign = expectSuccess(
      await admin('PATCH', campaignAdminApiRoutes.settings(game), { launchAt }),
      CampaignSchema,
    );
    expect(campaign).toMatchObject({ launchAt, gachaStartAt: launchAt + 7 * 86_400, isLaunched: true });
    const audit = await api.db
      .selectFrom('campaign_audit_log')
      .select(['actor', 'action'])
      .where('action', '=', 'campaign.config')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor: 'admin-api:ops:mai', action: 'campaign.config' });

    expectFailure(
      await admin('PATCH', campaignAdminApiRoutes.settings(game), { taskPointsCap: -1 }),
      400,
      errorCodes.validation,
    );
    expectFailure(
      await admin('PATCH', campaignAdminApiRoutes.settings('no_such_game'), { name: 'x' }),
      400,
      errorCodes.validation,
    );
  });

  it('draws once after launch; the winner sees the prize, answers, and the operator reads the answer', async () => {
    const { game, player } = await campaignWithEntrant();
    expectFailure(
      await admin('POST', campaignAdminApiRoutes.raffleDraw(game), {}),
      409,
      'RAFFLE_ENTRY_CLOSED',
    );
    await admin('PATCH', campaignAdminApiRoutes.settings(game), {
      launchAt: Math.floor(Date.now() / 1000) - 1,
    });

    const seed = 'ab'.repeat(32);
    const draw = expectSuccess(
      await admin('POST', campaignAdminApiRoutes.raffleDraw(game), { seed }),
      RaffleDrawResultSchema,
    );
    expect(draw).toMatchObject({ seed, entries: 1, winners: [{ rank: 1, lotteryNumber: player.userId }] });
    expectFailure(
      await admin('POST', campaignAdminApiRoutes.raffleDraw(game), {}),
      409,
      'RAFFLE_ALREADY_DRAWN',
    );
    expectFailure(
      await admin('POST', campaignAdminApiRoutes.raffleDraw(game), { seed: 'AB' }),
      400,
      errorCodes.validation,
    );

    const seen = expectSuccess(
      await asPlayer(api.app, player.token)('GET', campaignApiRoutes.raffle(game)),
      RaffleSchema,
    );
    expect(seen.me).toMatchObject({ prizeName: 'Flagship phone', winnerStatus: 'awaiting_response' });
    expectSuccess(
      await asPlayer(api.app, player.token)('POST', campaignApiRoutes.raffleShipping(game), {
        recipientName: 'Mai Tran',
        phone: '+84912345678',
        address: '12 Nguyen Hue',
        city: 'Ho Chi Minh City',
        postalCode: '700000',
        country: 'Vietnam',
      }),
      RaffleSchema,
    );
    const winners = expectSuccess(
      await admin('GET', campaignAdminApiRoutes.raffleWinners(game)),
      RaffleWinnerRecordListSchema,
    );
    expect(winners).toEqual([
      expect.objectContaining({
        rank: 1,
        lotteryNumber: player.userId,
        prize: 'Flagship phone',
        status: 'answered',
        phone: '+84912345678',
        city: 'Ho Chi Minh City',
      }),
    ]);
  });

  it('is what the admin CLI uses while the API runs: config, raffle draw, raffle winners, export', async () => {
    const { game, player } = await campaignWithEntrant();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => errors.push(line) };
    const cli = (...argv: string[]) =>
      runCommandOnApi(['campaign', ...argv], { url, token: OPERATOR_TOKEN }, io, {
        operator: 'operator:test',
      });

    expect(await cli('config', game, '--launch', new Date(Date.now() - 1000).toISOString())).toBe(0);
    expect(JSON.parse(lines.join('\n'))).toMatchObject({ gameCode: game, isLaunched: true });
    lines.length = 0;

    expect(await cli('raffle', 'draw', game)).toBe(0);
    expect(lines[0]).toBe('Drawn: 1 winner(s) among 1 entries');
    expect(lines).toContain(`#1 lottery number ${player.userId} prize ${lines.at(-1)!.split(' ').at(-1)}`);
    lines.length = 0;

    expect(await cli('raffle', 'winners', game)).toBe(0);
    expect(lines[0]).toMatch(/^rank,lottery_number,email,prize,status/);
    expect(lines[1]).toMatch(new RegExp(`^1,${player.userId},[^,]+,Flagship phone,awaiting_response,`));

    expect(await cli('raffle', 'draw', game)).toBe(1);
    expect(errors.at(-1)).toBe('The raffle was already drawn.');
    lines.length = 0;
    expect(await cli('export', game)).toBe(0);
    expect(lines[0]).toMatch(/^user_id,email,nickname,channel/);
    expect(
      await runCommandOnApi(['campaign', 'raffle', 'winners', game], { url, token: 'wrong' }, io, {
        operator: 'operator:test',
      }),
    ).toBe(1);
    expect(errors.at(-1)).toMatch(/refused: Send the admin token in x-admin-token$/);
  });
});
