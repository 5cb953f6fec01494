import {
  campaignApiRoutes,
  CampaignRewardListSchema,
  RewardClaimSchema,
  type CampaignReward,
} from '@portal/contracts';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import { rewardIdOf } from '../config/content';
import { setCounterSource } from '../counter/service';
import { createCampaignServices } from '../services';
import { createTestCampaign, preRegister } from '../testing';
import { importRewardCodes } from './codes';

jest.setTimeout(240_000);

describe.each(databaseTargets)('rewards and code claim on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  async function campaignWith(codes: number, options: { milestone?: number; counted?: number } = {}) {
    const campaign = await createTestCampaign(api.db, {
      content: {
        rewards: [
          {
            code: 'gift',
            kind: 'personal',
            delivery: 'coupon',
            condition: 'pre_registration',
            threshold: 1,
            title: 'Gift',
          },
          { code: 'milestone', kind: 'milestone', threshold: options.milestone ?? 100, title: 'Milestone' },
          {
            code: 'friends',
            kind: 'personal',
            condition: 'referrals',
            threshold: 3,
            title: 'Invite 3 friends',
          },
        ],
      },
    });
    await setCounterSource(
      api.db,
      campaign.id,
      { source: 'app_store', label: 'App Store', count: options.counted ?? 500 },
      new Date(),
    );
    const rewardId = (await rewardIdOf(api.db, campaign.id, 'milestone'))!;
    const pool = Array.from({ length: codes }, (_, index) => `${campaign.game_code.toUpperCase()}-${index}`);
    await importRewardCodes(api.db, campaign.id, rewardId, pool, new Date());
    return campaign;
  }

  const claim = (gameCode: string, token: string, reward = 'milestone') =>
    asPlayer(api.app, token)('POST', campaignApiRoutes.rewardClaim(gameCode, reward));
  const list = async (gameCode: string, token?: string) =>
    expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: campaignApiRoutes.rewards(gameCode),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
      CampaignRewardListSchema,
    );
  const byCode = (rewards: CampaignReward[], code: string) => rewards.find((reward) => reward.code === code)!;

  it('hands the last code to exactly one of 100 concurrent claims', async () => {
    const campaign = await campaignWith(1);
    const players: { userId: number; token: string }[] = [];
    for (let index = 0; index < 100; index++) {
      const player = await createTestPlayer(api.db, `claimer${index}`);
      await api.db
        .insertInto('campaign_pre_registrations')
        .values({
          campaign_id: campaign.id,
          user_id: player.userId,
          channel: 'website',
          terms_version: campaign.terms_version,
          eula_version: campaign.eula_version,
          consented_at: new Date(),
          coupon_code: `C-${player.userId}`,
        })
        .execute();
      players.push(player);
    }
    const answers = await Promise.all(players.map((player) => claim(campaign.game_code, player.token)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expectFailure(answer, 409, 'REWARD_CODES_EXHAUSTED');
    }
    const handedOut = await api.db
      .selectFrom('campaign_reward_codes')
      .select(['claimed_by'])
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(handedOut.filter((row) => row.claimed_by !== null)).toHaveLength(1);
  });

  it('never gives the same code twice, and gives a player the same code again on a repeat', async () => {
    const campaign = await campaignWith(10);
    const players: { userId: number; token: string }[] = [];
    for (let index = 0; index < 12; index++) {
      const player = await createTestPlayer(api.db, `pool${index}`);
      await preRegister(api.app, campaign, player.token);
      players.push(player);
    }
    const answers = await Promise.all(
      players.flatMap((player) => [
        claim(campaign.game_code, player.token),
        claim(campaign.game_code, player.token),
      ]),
    );
    const codesByPlayer = new Map<number, Set<string>>();
    answers.forEach((answer, index) => {
      if (answer.statusCode !== 200) return expectFailure(answer, 409, 'REWARD_CODES_EXHAUSTED');
      const player = players[Math.floor(index / 2)]!;
      const code = expectSuccess(answer, RewardClaimSchema).code;
      codesByPlayer.set(player.userId, new Set([...(codesByPlayer.get(player.userId) ?? []), code]));
    });
    expect(codesByPlayer.size).toBe(10);
    for (const codes of codesByPlayer.values()) expect(codes.size).toBe(1);
    // A player's two claims agree: both get the one code, or both hear the pool is empty.
    players.forEach((_, index) => {
      expect(answers[2 * index]!.statusCode).toBe(answers[2 * index + 1]!.statusCode);
    });
    const all = [...codesByPlayer.values()].flatMap((codes) => [...codes]);
    expect(new Set(all).size).toBe(10);
  });

  it('shows Coming Soon → Claim → Claimed, and Completed for the pre-registration coupon', async () => {
    const campaign = await campaignWith(3, { milestone: 1000, counted: 999 });
    const player = await createTestPlayer(api.db, 'states');
    const visitor = await list(campaign.game_code);
    expect(byCode(visitor, 'milestone')).toMatchObject({
      state: 'Coming Soon',
      progress: { current: 999, target: 1000 },
      codesLeft: 3,
    });
    expect(byCode(visitor, 'gift').state).toBe('Coming Soon');

    expectFailure(await claim(campaign.game_code, player.token), 403, 'NOT_PRE_REGISTERED');
    await preRegister(api.app, campaign, player.token);
    expectFailure(await claim(campaign.game_code, player.token), 409, 'REWARD_LOCKED');

    // One more count reaches the milestone (the counter is cached 10 s: a new campaign read sees it).
    await setCounterSource(
      api.db,
      campaign.id,
      { source: 'app_store', label: 'App Store', count: 1000 },
      new Date(),
    );
    const services = createCampaignServices({ db: api.db });
    const fresh = await services.rewards.list(campaign.game_code, player.userId);
    expect(byCode(fresh, 'milestone').state).toBe('Claim');
    // The public answer without a session: the reached milestone is not a visitor's to claim.
    expect(byCode(await services.rewards.list(campaign.game_code, null), 'milestone')).toMatchObject({
      state: 'Coming Soon',
      progress: { current: 1000, target: 1000 },
    });
    expect(byCode(fresh, 'gift')).toMatchObject({ state: 'Completed' });
    expect(byCode(fresh, 'gift').claimedCode).toMatch(/^PP-/);
    expect(byCode(fresh, 'friends')).toMatchObject({
      state: 'Coming Soon',
      progress: { current: 0, target: 3 },
    });

    const claimed = await services.rewards.claim(campaign.game_code, 'milestone', player.userId);
    const after = await services.rewards.list(campaign.game_code, player.userId);
    expect(byCode(after, 'milestone')).toMatchObject({
      state: 'Claimed',
      claimedCode: claimed.code,
      codesLeft: 2,
    });
  });

  it('answers 404 for an unknown reward and 401 without a session', async () => {
    const campaign = await campaignWith(1);
    const player = await createTestPlayer(api.db, 'unknown');
    expectFailure(await claim(campaign.game_code, player.token, 'nope'), 404, 'REWARD_NOT_FOUND');
    expectFailure(
      await api.app.inject({
        method: 'POST',
        url: campaignApiRoutes.rewardClaim(campaign.game_code, 'milestone'),
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('limits claims per player (a repeat still answers the same code until the limit)', async () => {
    const campaign = await campaignWith(3);
    const player = await createTestPlayer(api.db, 'claims-limit');
    await preRegister(api.app, campaign, player.token);
    const limited = createCampaignServices({
      db: api.db,
      limits: {
        ...createCampaignServices({ db: api.db }).deps.limits,
        claims: { max: 2, windowSeconds: 600 },
      },
    });
    const first = await limited.rewards.claim(campaign.game_code, 'milestone', player.userId);
    const again = await limited.rewards.claim(campaign.game_code, 'milestone', player.userId);
    expect(again.code).toBe(first.code);
    await expect(limited.rewards.claim(campaign.game_code, 'milestone', player.userId)).rejects.toMatchObject(
      {
        code: 'RATE_LIMITED',
        statusCode: 429,
      },
    );
  });
});
