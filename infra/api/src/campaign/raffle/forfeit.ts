import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The forfeit job (001 §4): winners who have not answered by their draw's response deadline lose
 * the prize. One UPDATE, idempotent (a second run finds nobody), safe on several processes.
 * Returns how many winners it forfeited.
 */
export async function forfeitOverdueRaffleWinners(
  db: Kysely<Database>,
  at: Date = new Date(),
): Promise<number> {
  const result = await sql`
    update campaign_raffle_winners as w
    set status = 'forfeited', forfeited_at = ${at}
    from campaign_raffle_draws as d
    where d.campaign_id = w.campaign_id
      and w.status = 'awaiting_response'
      and d.response_deadline <= ${at}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
