import type { CampaignPoints } from '@portal/contracts';
import { unixSeconds } from '../../lib/time';
import { requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';

/** The player's AE Points of one campaign: balance, task points against the cap, the ledger page. */
export function createPointsService({ db }: CampaignDeps) {
  return {
    async read(gameCode: string, userId: number, page: number, size: number): Promise<CampaignPoints> {
      const campaign = await requireCampaign(db, gameCode);
      const balance = await db
        .selectFrom('campaign_point_balances')
        .select(['balance', 'task_points'])
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const mine = db
        .selectFrom('campaign_point_entries')
        .where('campaign_id', '=', campaign.id)
        .where('user_id', '=', userId);
      const total = await mine.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await mine
        .selectAll()
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return {
        balance: balance?.balance ?? 0,
        taskPointsEarned: balance?.task_points ?? 0,
        taskPointsCap: campaign.task_points_cap,
        entries: {
          items: rows.map((row) => ({
            id: row.id,
            amount: row.amount,
            balanceAfter: row.balance_after,
            reason: row.reason,
            reference: row.reference,
            createdAt: unixSeconds(row.created_at),
          })),
          page,
          size,
          total: Number(total.count),
        },
      };
    },
  };
}
