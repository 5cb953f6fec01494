import { puzzleEndpoints as e } from '@portal/contracts';
import { call } from '@portal/api-client';

/** A player's puzzle of one event. */
export function puzzleCalls(gameCode: string, eventCode: string) {
  const params = { gameCode, eventCode };
  return {
    board: () => call(e.board, { params }),
    collect: () => call(e.collect, { params }),
    place: (piece: number, slot: number) => call(e.place, { params: { ...params, piece }, body: { slot } }),
    complete: () => call(e.complete, { params }),
  };
}
export type PuzzleCalls = ReturnType<typeof puzzleCalls>;
