import { apiClient } from '@portal/api-client';
import { GameDetailSchema, GameListSchema, type GameStatus } from '@portal/contracts';

export const fetchGames = (signal: AbortSignal, status?: GameStatus) =>
  apiClient.get('/public/games', { schema: GameListSchema, query: status ? { status } : undefined, signal });

export const fetchGame = (signal: AbortSignal, gameCode: string) =>
  apiClient.get(`/public/games/${encodeURIComponent(gameCode)}`, { schema: GameDetailSchema, signal });
