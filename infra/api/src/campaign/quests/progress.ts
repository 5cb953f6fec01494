import { campaignErrorCodes, type CampaignQuest } from '@portal/contracts';
import type { Selectable } from 'kysely';
import { unixOrNull } from '../../lib/time';
import { type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import type { CampaignQuestsTable } from '../tables';
import type { VideoService } from '../videos/service';
import { questState } from './states';

/** A use case's dependencies: the campaign's, and the services it reads. */
export type QuestDeps = CampaignDeps & { videos: VideoService };

export type QuestRow = Selectable<CampaignQuestsTable>;

export const questNotFound = () =>
  new CampaignError(404, campaignErrorCodes.questNotFound, 'No such quest in this campaign.');

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export async function progressOf(
  deps: QuestDeps,
  campaign: CampaignRow,
  quests: QuestRow[],
  userId: number | null,
) {
  const { db, videos } = deps;
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

export async function listQuestsFor(
  deps: QuestDeps,
  campaign: CampaignRow,
  userId: number | null,
): Promise<CampaignQuest[]> {
  const { db, clock } = deps;
  const quests = await db
    .selectFrom('campaign_quests')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const { progress, claims } = await progressOf(deps, campaign, quests, userId);
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

export async function findQuest(
  deps: QuestDeps,
  campaign: CampaignRow,
  questCode: string,
): Promise<QuestRow> {
  const { db } = deps;
  const quest = await db
    .selectFrom('campaign_quests')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .where('code', '=', questCode)
    .executeTakeFirst();
  if (!quest) throw questNotFound();
  return quest;
}

export async function questFor(deps: QuestDeps, campaign: CampaignRow, questCode: string, userId: number) {
  const quest = (await listQuestsFor(deps, campaign, userId)).find(
    (candidate) => candidate.code === questCode,
  );
  if (!quest) throw questNotFound();
  return quest;
}
