import { call } from '@portal/api-client';
import { gameEndpoints, type Game } from '@portal/contracts';

/** Game code → the name players know it by. */
export type GameNames = ReadonlyMap<string, string>;

export const gameNamesOf = (games: readonly Game[]): GameNames =>
  new Map(games.map((game) => [game.gameCode, game.name]));

/** Every game's name (every status): money screens name games, never show their codes. */
export const loadGameNames = async (signal?: AbortSignal): Promise<GameNames> =>
  gameNamesOf(await call(gameEndpoints.list, { signal }));

/**
 * A game's name; for a code the list does not have (a game withdrawn since, or the list could not
 * be read), its words capitalised ("moonlight_saga" → "Moonlight Saga") rather than the code.
 */
export function gameName(names: GameNames, code: string): string {
  return (
    names.get(code) ??
    code
      .split(/[_-]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
