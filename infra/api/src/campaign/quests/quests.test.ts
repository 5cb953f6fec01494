import {
  campaignApiRoutes,
  campaignEndpoints,
  CampaignQuestGroupListSchema,
  endpointUrl,
  type CampaignQuest,
} from '@portal/contracts';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import { createCampaignServices } from '../services';
import { createTestCampaign, ledgerMatchesBalance, preRegister } from '../testing';

jest.setTimeout(240_000);

describe.each(databaseTargets)('quests on $name', (target) => {
  const api = useTestApi(target, { seed: false });
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = () => now;
  const byCode = (quests: CampaignQuest[], code: string) => quests.find((quest) => quest.code === code)!;

  async function setup() {
    const campaign = await createTestCampaign(api.db, {
      now,
      content: {
        quests: [
          {
            code: 'follow',
            kind: 'follow_channel',
            title: 'Follow',
            points: 100,
            target: 1,
            actionUrl: 'https://discord.example/x',
          },
          { code: 'visit', kind: 'daily_visit', title: 'Visit', points: 60, target: 2 },
          { code: 'invite', kind: 'invite_friend', title: 'Invite', points: 40, target: 1 },
          {
            code: 'later',
            kind: 'follow_channel',
            title: 'Later',
            points: 10,
            target: 1,
            startsAt: new Date('2026-04-01T00:00:00Z'),
          },
        ],
      },
    });
    const player = await createTestPlayer(api.db, 'quester');
    return {
      campaign,
      player,
      game: campaign.game_code,
      services: createCampaignServices({ db: api.db, clock }),
    };
  }

  it('goes In Progress → Claim → Claimed for a followed channel, paying once', async () => {
    const { campaign, player, game, services } = await setup();
    expect(byCode(await services.quests.list(game, player.userId), 'follow').state).toBe('In Progress');
    await expect(services.quests.claim(game, 'follow', player.userId)).rejects.toMatchObject({
      code: 'QUEST_NOT_READY',
    });
    expect((await services.quests.report(game, 'follow', player.userId)).state).toBe('Claim');
    const claimed = await services.quests.claim(game, 'follow', player.userId);
    expect(claimed).toMatchObject({ pointsAwarded: 100, balance: 100, quest: { state: 'Claimed' } });
    await expect(services.quests.claim(game, 'follow', player.userId)).rejects.toMatchObject({
      code: 'QUEST_ALREADY_CLAIMED',
    });
    expect(await ledgerMatchesBalance(api.db, campaign, player.userId)).toBe(true);
  });

  it('pays a quest claimed by 10 concurrent requests exactly once', async () => {
    const { player, game, services } = await setup();
    await services.quests.report(game, 'follow', player.userId);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => services.quests.claim(game, 'follow', player.userId)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await services.points.read(game, player.userId, 1, 10)).balance).toBe(100);
  });

  it('counts distinct UTC days for the daily visit', async () => {
    const { player, game, services } = await setup();
    expect(await services.quests.visit(game, player.userId)).toEqual({ day: '2026-03-01', daysVisited: 1 });
    expect((await services.quests.visit(game, player.userId)).daysVisited).toBe(1);
    now = new Date('2026-03-02T00:30:00Z');
    expect(await services.quests.visit(game, player.userId)).toEqual({ day: '2026-03-02', daysVisited: 2 });
    expect(byCode(await services.quests.list(game, player.userId), 'visit').state).toBe('Claim');
  });

  it('shows Coming Soon before a quest starts and Completed for an invite paid as it happens', async () => {
    const { campaign, player, game, services } = await setup();
    expect(byCode(await services.quests.list(game, player.userId), 'later').state).toBe('Coming Soon');
    const code = (await services.referrals.summary(game, player.userId)).inviteCode;
    const friend = await createTestPlayer(api.db, 'friend');
    await preRegister(api.app, campaign, friend.token, { inviteCode: code });
    const invite = byCode(await services.quests.list(game, player.userId), 'invite');
    expect(invite).toMatchObject({ state: 'Completed', progress: { current: 1, target: 1 }, points: 40 });
    await expect(services.quests.claim(game, 'invite', player.userId)).rejects.toMatchObject({
      code: 'QUEST_NOT_READY',
    });
  });

  it('lists every campaign’s quests for the /quest page, with the player state when signed in', async () => {
    const { player, game } = await setup();
    await asPlayer(api.app, player.token)('POST', campaignApiRoutes.questReport(game, 'follow'));
    const signedIn = expectSuccess(
      await asPlayer(api.app, player.token)('GET', endpointUrl(campaignEndpoints.questsAcrossCampaigns)),
      CampaignQuestGroupListSchema,
    );
    const mine = signedIn.find((group) => group.gameCode === game)!;
    expect(byCode(mine.quests, 'follow').state).toBe('Claim');
    const visitor = expectSuccess(
      await api.app.inject({ method: 'GET', url: endpointUrl(campaignEndpoints.questsAcrossCampaigns) }),
      CampaignQuestGroupListSchema,
    );
    expect(byCode(visitor.find((group) => group.gameCode === game)!.quests, 'follow').state).toBe(
      'In Progress',
    );
    expectFailure(
      await asPlayer(api.app, player.token)('POST', campaignApiRoutes.questReport(game, 'visit')),
      409,
      'QUEST_NOT_REPORTABLE',
    );
  });
});
