import { requireCampaign } from '../config/campaigns';
import { utcDay, type QuestDeps } from './progress';

/** Counts today's visit (UTC day), once per day. */
export async function countVisit(deps: QuestDeps, gameCode: string, userId: number) {
  const { db, clock } = deps;
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
}
