import { call } from '@portal/api-client';
import { gameEndpoints, type GameStatus } from '@portal/contracts';

export const fetchGames = (signal: AbortSignal, status?: GameStatus) =>
  call(gameEndpoints.list, { query: status ? { status } : undefined, signal });

export const fetchGame = (signal: AbortSignal, gameCode: string) =>
  call(gameEndpoints.get, { params: { gameCode }, signal });
