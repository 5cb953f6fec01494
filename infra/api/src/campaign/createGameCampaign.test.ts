import {
  ADMIN_TOKEN_HEADER,
  campaignAdminApiRoutes,
  campaignApiRoutes,
  CampaignSchema,
  errorCodes,
  GameDetailSchema,
  GameListSchema,
  endpointUrl,
  gameEndpoints,
} from '@portal/contracts';
import { runCampaignCommand } from '../cli/campaignCommands';
import { loadHelpConfig } from '../help/config';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';

jest.setTimeout(240_000);

const OPERATOR_TOKEN = 'campaign-operator-token-0123456789';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe.each(databaseTargets)('a new game and its campaign on $name', (target) => {
  const api = useTestApi(target, {
    seed: false,
    config: { help: loadHelpConfig({ ADMIN_API_TOKEN: OPERATOR_TOKEN }, false) },
  });

  it('`campaign create` lists the game on /games, with its page, and opens its campaign', async () => {
    const { io, err } = capture();
    const code = await runCampaignCommand(
      [
        'create',
        'star_tide',
        '--name',
        'Star Tide',
        '--launch',
        '2031-03-01T00:00:00Z',
        '--description',
        'Sail the tides between stars.',
        '--platforms',
        'android,pc',
        '--draw-cost',
        '300',
      ],
      api.db,
      io,
      { actor: 'operator:test' },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);

    const games = expectSuccess(
      await api.app.inject({ url: endpointUrl(gameEndpoints.list) }),
      GameListSchema,
    );
    expect(games.map((game) => game.gameCode)).toContain('star_tide');
    const game = expectSuccess(
      await api.app.inject({ url: endpointUrl(gameEndpoints.get, { gameCode: 'star_tide' }) }),
      GameDetailSchema,
    );
    expect(game).toMatchObject({
      name: 'Star Tide',
      status: 'pre_register',
      description: 'Sail the tides between stars.',
      gamePlatforms: [{ code: 'android' }, { code: 'pc' }],
    });
    const campaign = expectSuccess(
      await api.app.inject({ url: campaignApiRoutes.campaign('star_tide') }),
      CampaignSchema,
    );
    expect(campaign).toMatchObject({
      name: 'Star Tide',
      preRegistrationOpen: true,
      launchAt: Date.UTC(2031, 2, 1) / 1000,
    });
    // The rules the campaign did not set are the defaults (40 × 5 referral, 750 cap); the draw cost is its own.
    expect(campaign.constants).toMatchObject({
      referralPoints: 40,
      maxRewardedReferrals: 5,
      taskPointsCap: 750,
      gachaDrawCost: 300,
    });
  });

  it('refuses a game without a name or a launch date, naming what is missing (exit 2)', async () => {
    const { io, err } = capture();
    expect(
      await runCampaignCommand(['create', 'no_name', '--launch', '2031-03-01T00:00:00Z'], api.db, io),
    ).toBe(2);
    expect(err.join('\n')).toContain('name');
    const games = expectSuccess(
      await api.app.inject({ url: endpointUrl(gameEndpoints.list) }),
      GameListSchema,
    );
    expect(games.map((game) => game.gameCode)).not.toContain('no_name');
  });

  it('the admin route creates, then updates, the game and the campaign, for operators only', async () => {
    const put = (payload: object, token = OPERATOR_TOKEN) =>
      api.app.inject({
        method: 'PUT',
        url: campaignAdminApiRoutes.create('reef_runner'),
        headers: { [ADMIN_TOKEN_HEADER]: token, 'x-operator': 'ops:mai' },
        payload,
      });
    const launchAt = Date.UTC(2031, 5, 1) / 1000;
    expectFailure(
      await put({ name: 'Reef Runner', launchAt }, 'wrong-token-0123456789abcdef'),
      401,
      'ADMIN_TOKEN_INVALID',
    );
    expectFailure(await put({ launchAt }), 400, errorCodes.validation);
    expect(expectSuccess(await put({ name: 'Reef Runner', launchAt }), CampaignSchema)).toMatchObject({
      gameCode: 'reef_runner',
      name: 'Reef Runner',
    });
    expectSuccess(await put({ name: 'Reef Runner', launchAt, status: 'beta' }), CampaignSchema);
    const game = expectSuccess(
      await api.app.inject({ url: endpointUrl(gameEndpoints.get, { gameCode: 'reef_runner' }) }),
      GameDetailSchema,
    );
    expect(game).toMatchObject({
      name: 'Reef Runner',
      status: 'beta',
      gamePlatforms: [{ code: 'android' }, { code: 'ios' }],
    });
  });
});
