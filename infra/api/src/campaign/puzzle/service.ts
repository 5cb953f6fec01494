import type { PuzzleDeps } from './events';
import { readBoard } from './board';
import { collectPieces } from './collect';
import { placePiece } from './place';
import { completePuzzle } from './complete';
import { eventImage } from './image';

/**
 * Puzzle events. Collecting runs in one transaction that first locks the player's row
 * of the event (an upsert), so two requests of one player take turns: the second sees the first's
 * pieces. The unique index on (event, player, source, reference) is the last word: a visit day or a
 * quest becomes a piece once even if the lock were bypassed. Completing hands out one code of the
 * event's pool with UPDATE … (SELECT … FOR UPDATE SKIP LOCKED) like the campaign rewards.
 */
export function createPuzzleService(deps: PuzzleDeps) {
  return {
    board: readBoard.bind(null, deps),
    collect: collectPieces.bind(null, deps),
    place: placePiece.bind(null, deps),
    complete: completePuzzle.bind(null, deps),
    image: eventImage.bind(null, deps),
  };
}
export type PuzzleService = ReturnType<typeof createPuzzleService>;
