import {
  campaignErrorCodes,
  type CampaignQuest,
  type CampaignQuestGroup,
  type QuestClaimResult,
} from '@portal/contracts';
import type { Selectable } from 'kysely';
import { inTransaction } from '../../db/transaction';
import { unixOrNull, unixSeconds } from '../../lib/time';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import { earnTaskPoints } from '../points/ledger';
import type { CampaignQuestsTable } from '../tables';
import type { VideoService } from '../videos/service';
import { questState } from './states';

type QuestRow = Selectable<CampaignQuestsTable>;

const questNotFound = () =>
  new CampaignError(404, campaignErrorCodes.questNotFound, 'No such quest in this campaign.');
/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Quests: follow a channel (reported by the page when the player opens it), watch every
 * learn video, invite friends (counted referrals; their points arrive with each referral), visit on
 * distinct days. Progress is computed from those facts; a claim pays the quest's points once.
 */
export function createQuestService({ db, clock, rate, limits }: CampaignDeps, videos: VideoService) {
  async function progressOf(campaign: CampaignRow, quests: QuestRow[], userId: number | null) {
    const progress = new Map<number, { current: number; target: number }>();
    const ids = quests.map((quest) => quest.id);
    const reports = new Set<number>();
    const claims = new Set<number>();
    let watchedVideos = 0;
    let videoCount = 0;
    let counted = 0;
    let days = 0;
    if (userId !== null && ids.length > 0) {
      for (const row of await db
        .selectFrom('campaign_quest_reports')
        .select('quest_id')
        .where('user_id', '=', userId)
        .where('quest_id', 'in', ids)
        .execute())
        reports.add(row.quest_id);
      for (const row of await db
        .selectFrom('campaign_quest_claims')
        .select('quest_id')
        .where('user_id', '=', userId)
        .where('quest_id', 'in', ids)
        .execute())
        claims.add(row.quest_id);
      const list = await videos.listFor(campaign, userId);
      videoCount = list.length;
      watchedVideos = list.filter((video) => video.watchedSegments.length === video.segmentCount).length;
      const referrals = await db
        .selectFrom('campaign_referrals')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('campaign_id', '=', campaign.id)
        .where('referrer_user_id', '=', userId)
        .where('counted_at', 'is not', null)
        .executeTakeFirstOrThrow();
      counted = Number(referrals.count);
      const visits = await db
        .selectFrom('campaign_daily_visits')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      days = Number(visits.count);
    } else if (ids.length > 0) {
      videoCount = (await videos.listFor(campaign, null)).length;
    }
    for (const quest of quests) {
      const current = {
        follow_channel: reports.has(quest.id) ? 1 : 0,
        watch_all_videos: watchedVideos,
        invite_friend: counted,
        daily_visit: days,
      }[quest.kind];
      const target = quest.kind === 'watch_all_videos' ? Math.max(1, videoCount) : quest.target;
      progress.set(quest.id, { current: Math.min(current, target), target });
    }
    return { progress, claims };
  }

  async function listFor(campaign: CampaignRow, userId: number | null): Promise<CampaignQuest[]> {
    const quests = await db
      .selectFrom('campaign_quests')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const { progress, claims } = await progressOf(campaign, quests, userId);
    const now = clock();
    return quests.map((quest) => {
      const itsProgress = progress.get(quest.id) ?? { current: 0, target: quest.target };
      return {
        code: quest.code,
        kind: quest.kind,
        title: quest.title,
        description: quest.description,
        points: quest.kind === 'invite_friend' ? campaign.referral_points : quest.points,
        progress: itsProgress,
        state: questState({
          startsAt: quest.starts_at,
          now,
          ...itsProgress,
          claimed: claims.has(quest.id),
          paidAsItGoes: quest.kind === 'invite_friend',
        }),
        actionUrl: quest.action_url,
        startsAt: unixOrNull(quest.starts_at),
      };
    });
  }

  async function findQuest(campaign: CampaignRow, questCode: string): Promise<QuestRow> {
    const quest = await db
      .selectFrom('campaign_quests')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('code', '=', questCode)
      .executeTakeFirst();
    if (!quest) throw questNotFound();
    return quest;
  }

  async function one(campaign: CampaignRow, questCode: string, userId: number) {
    const quest = (await listFor(campaign, userId)).find((candidate) => candidate.code === questCode);
    if (!quest) throw questNotFound();
    return quest;
  }

  return {
    list: async (gameCode: string, userId: number | null) =>
      listFor(await requireCampaign(db, gameCode), userId),

    /** The /quest page: every campaign's quests, launch soonest first. */
    async acrossCampaigns(userId: number | null): Promise<CampaignQuestGroup[]> {
      const campaigns = await db
        .selectFrom('campaigns')
        .selectAll()
        .orderBy('launch_at')
        .orderBy('id')
        .execute();
      const groups: CampaignQuestGroup[] = [];
      for (const campaign of campaigns) {
        const quests = await listFor(campaign, userId);
        if (quests.length > 0) {
          groups.push({
            gameCode: campaign.game_code,
            name: campaign.name,
            launchAt: unixSeconds(campaign.launch_at),
            quests,
          });
        }
      }
      return groups;
    },

    /** The page opened the channel of a follow_channel quest (a follow cannot be verified from here). */
    async report(gameCode: string, questCode: string, userId: number): Promise<CampaignQuest> {
      const campaign = await requireCampaign(db, gameCode);
      const quest = await findQuest(campaign, questCode);
      if (quest.kind !== 'follow_channel') {
        throw new CampaignError(409, campaignErrorCodes.questNotReportable, 'This quest counts by itself.');
      }
      await db
        .insertInto('campaign_quest_reports')
        .values({ quest_id: quest.id, user_id: userId, reported_at: clock() })
        .onConflict((conflict) => conflict.columns(['quest_id', 'user_id']).doNothing())
        .execute();
      return one(campaign, questCode, userId);
    },

    /** Claim: only in state Claim; pays the quest's points once (the claim row's key). */
    async claim(gameCode: string, questCode: string, userId: number): Promise<QuestClaimResult> {
      const campaign = await requireCampaign(db, gameCode);
      const quest = await findQuest(campaign, questCode);
      await rate.consume(
        'claim',
        String(userId),
        limits.claims,
        'Too many claims. Please try again in {wait}.',
      );
      const before = await one(campaign, questCode, userId);
      if (before.state === 'Claimed')
        throw new CampaignError(
          409,
          campaignErrorCodes.questAlreadyClaimed,
          'This quest was already claimed.',
        );
      if (before.state !== 'Claim')
        throw new CampaignError(409, campaignErrorCodes.questNotReady, 'Finish the quest first.');
      const at = clock();
      const earned = await inTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('campaign_quest_claims')
          .values({ quest_id: quest.id, user_id: userId, points_awarded: 0, claimed_at: at })
          .onConflict((conflict) => conflict.columns(['quest_id', 'user_id']).doNothing())
          .returning('quest_id')
          .executeTakeFirst();
        if (!inserted) return null;
        const result = await earnTaskPoints(
          trx,
          { campaignId: campaign.id, userId },
          {
            worth: quest.points,
            cap: campaign.task_points_cap,
            reason: 'quest',
            reference: `quest:${quest.code}`,
          },
          at,
        );
        await trx
          .updateTable('campaign_quest_claims')
          .set({ points_awarded: result.awarded })
          .where('quest_id', '=', quest.id)
          .where('user_id', '=', userId)
          .execute();
        return result;
      });
      if (!earned)
        throw new CampaignError(
          409,
          campaignErrorCodes.questAlreadyClaimed,
          'This quest was already claimed.',
        );
      return {
        quest: await one(campaign, questCode, userId),
        pointsAwarded: earned.awarded,
        balance: earned.balance,
      };
    },

    /** Counts today's visit (UTC day), once per day. */
    async visit(gameCode: string, userId: number) {
      const campaign = await requireCampaign(db, gameCode);
      const day = utcDay(clock());
      await db
        .insertInto('campaign_daily_visits')
        .values({ campaign_id: campaign.id, user_id: userId, day })
        .onConflict((conflict) => conflict.columns(['campaign_id', 'user_id', 'day']).doNothing())
        .execute();
      const visits = await db
        .selectFrom('campaign_daily_visits')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { day, daysVisited: Number(visits.count) };
    },
  };
}
export type QuestService = ReturnType<typeof createQuestService>;
