import { type PuzzleCollectResult } from '@portal/contracts';
import { inTransaction, type Trx } from '../../db/transaction';
import { pieceOrder, visitDay } from './rules';
import { requireEvent, requireLive, boardOf } from './board';
import { type PuzzleEventRow, type PieceRow, type PuzzleDeps, toPiece } from './events';

/** Today's visit and every quest the player claimed in the event's campaign: a piece each, once. */
export async function collectIn(
  trx: Trx,
  event: PuzzleEventRow,
  userId: number,
  at: Date,
): Promise<PieceRow[]> {
  const player = await trx
    .insertInto('puzzle_players')
    .values({ event_id: event.id, user_id: userId, updated_at: at })
    .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doUpdateSet({ updated_at: at }))
    .returning('pieces')
    .executeTakeFirstOrThrow();
  const total = event.rows * event.columns;
  if (player.pieces >= total) return [];
  const claimedQuests = await trx
    .selectFrom('campaign_quest_claims')
    .innerJoin('campaign_quests', 'campaign_quests.id', 'campaign_quest_claims.quest_id')
    .select('campaign_quests.code')
    .where('campaign_quests.campaign_id', '=', event.campaign_id)
    .where('campaign_quest_claims.user_id', '=', userId)
    .orderBy('campaign_quest_claims.claimed_at')
    .execute();
  const sources = [
    { source: 'daily_visit' as const, ref: visitDay(at) },
    ...claimedQuests.map((quest) => ({ source: 'quest' as const, ref: quest.code })),
  ];
  const order = pieceOrder(event.id, userId, total);
  const added: PieceRow[] = [];
  let count = player.pieces;
  for (const { source, ref } of sources) {
    if (count >= total) break;
    const row = await trx
      .insertInto('puzzle_pieces')
      .values({
        event_id: event.id,
        user_id: userId,
        piece_index: order[count]!,
        source,
        source_ref: ref,
        collected_at: at,
        placed_at: null,
      })
      .onConflict((conflict) => conflict.columns(['event_id', 'user_id', 'source', 'source_ref']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) {
      added.push(row);
      count++;
    }
  }
  if (added.length > 0) {
    await trx
      .updateTable('puzzle_players')
      .set({ pieces: count })
      .where('event_id', '=', event.id)
      .where('user_id', '=', userId)
      .execute();
  }
  return added;
}

export async function collectPieces(
  deps: PuzzleDeps,
  gameCode: string,
  eventCode: string,
  userId: number,
): Promise<PuzzleCollectResult> {
  const { db, clock, rate, limits } = deps;
  const event = await requireEvent(deps, gameCode, eventCode);
  const at = clock();
  requireLive(event, at);
  await rate.consume(
    'puzzle_collect',
    String(userId),
    limits.collects,
    'Too many requests. Please try again in {wait}.',
  );
  const added = await inTransaction(db, (trx) => collectIn(trx, event, userId, at));
  return { board: await boardOf(deps, event, userId, at), collected: added.map(toPiece) };
}
