import { puzzleErrorCodes } from '@portal/contracts';
import { PuzzleError } from './errors';
import { requireEvent, requireLive, boardOf } from './board';
import type { PuzzleDeps } from './events';

/** Puts a collected piece in a slot: only its own slot fits. Placing it again changes nothing. */
export async function placePiece(
  deps: PuzzleDeps,
  gameCode: string,
  eventCode: string,
  userId: number,
  piece: number,
  slot: number,
) {
  const { db, clock, rate, limits } = deps;
  const event = await requireEvent(deps, gameCode, eventCode);
  const at = clock();
  requireLive(event, at);
  await rate.consume(
    'puzzle_place',
    String(userId),
    limits.placements,
    'Too many moves. Please try again in {wait}.',
  );
  const owned = await db
    .selectFrom('puzzle_pieces')
    .select('placed_at')
    .where('event_id', '=', event.id)
    .where('user_id', '=', userId)
    .where('piece_index', '=', piece)
    .executeTakeFirst();
  if (!owned) throw new PuzzleError(409, puzzleErrorCodes.pieceNotOwned, 'Collect this piece first.');
  if (slot !== piece)
    throw new PuzzleError(422, puzzleErrorCodes.pieceDoesNotFit, 'This piece does not fit there.');
  await db
    .updateTable('puzzle_pieces')
    .set({ placed_at: at })
    .where('event_id', '=', event.id)
    .where('user_id', '=', userId)
    .where('piece_index', '=', piece)
    .where('placed_at', 'is', null)
    .execute();
  return boardOf(deps, event, userId, at);
}
