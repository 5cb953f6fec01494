import { puzzleErrorCodes, type PuzzleReward } from '@portal/contracts';
import { unixSeconds } from '../../lib/time';
import { claimFromPool } from '../codePool';
import { isUniqueViolation } from '../errors';
import { PuzzleError } from './errors';
import { requireEvent, requireLive, rewardOf } from './board';
import type { PuzzleDeps } from './events';

/** Every piece placed: one code of the event's pool (the same code on a repeat). */
export async function completePuzzle(
  deps: PuzzleDeps,
  gameCode: string,
  eventCode: string,
  userId: number,
): Promise<PuzzleReward> {
  const { db, clock, rate, limits } = deps;
  const event = await requireEvent(deps, gameCode, eventCode);
  const held = await rewardOf(deps, event, userId);
  if (held) return held;
  const at = clock();
  requireLive(event, at);
  await rate.consume(
    'puzzle_complete',
    String(userId),
    limits.completions,
    'Too many requests. Please try again in {wait}.',
  );
  const placed = await db
    .selectFrom('puzzle_pieces')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('event_id', '=', event.id)
    .where('user_id', '=', userId)
    .where('placed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  if (Number(placed.count) < event.rows * event.columns) {
    throw new PuzzleError(409, puzzleErrorCodes.notComplete, 'Place every piece of the picture first.');
  }
  try {
    const row = await claimFromPool(
      db,
      { table: 'puzzle_reward_codes', poolColumn: 'event_id', poolId: event.id },
      userId,
      at,
    );
    if (row)
      return {
        title: event.reward_title,
        code: row.code,
        claimedAt: unixSeconds(new Date(row.claimed_at)),
      };
  } catch (error) {
    // Two completions of one player raced: the unique index let one through; answer that code.
    if (!isUniqueViolation(error)) throw error;
    const raced = await rewardOf(deps, event, userId);
    if (raced) return raced;
    throw error;
  }
  throw new PuzzleError(
    409,
    puzzleErrorCodes.codesExhausted,
    'Every reward code of this event has been handed out.',
  );
}
