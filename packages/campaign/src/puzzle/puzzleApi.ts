import {
  API_PREFIX,
  PuzzleBoardSchema,
  PuzzleCollectResultSchema,
  puzzleApiRoutes as routes,
  PuzzleRewardSchema,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

const path = (route: string) => (route.startsWith(API_PREFIX) ? route.slice(API_PREFIX.length) : route);

/** The puzzle calls of one event, typed by the contract. */
export function puzzleApi(gameCode: string, eventCode: string) {
  return {
    board: () => apiClient.get(path(routes.board(gameCode, eventCode)), { schema: PuzzleBoardSchema }),
    collect: () =>
      apiClient.post(path(routes.collect(gameCode, eventCode)), { schema: PuzzleCollectResultSchema }),
    place: (piece: number, slot: number) =>
      apiClient.post(path(routes.place(gameCode, eventCode, String(piece))), {
        body: { slot },
        schema: PuzzleBoardSchema,
      }),
    complete: () =>
      apiClient.post(path(routes.complete(gameCode, eventCode)), { schema: PuzzleRewardSchema }),
  };
}
export type PuzzleApi = ReturnType<typeof puzzleApi>;
