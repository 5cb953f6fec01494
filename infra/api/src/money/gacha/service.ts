import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MoneyConfig } from '../wallet/config';
import { createGachaDrawing } from './drawing';
import { createGachaEventNames } from './eventNames';
import { createGachaEventReads } from './eventReads';
import { createPlayerTokens } from './playerTokens';
import { createPrizeRarity } from './prizeRarity';

export interface GachaDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  /** Uniform integer in [0, max): crypto.randomInt unless a test replaces it. */
  random?: (max: number) => number;
}

/**
 * Gacha events: what is published, the events' names in each language, the draws, a player's tokens
 * and history, the prizes' rarity.
 */
export function createGachaService(deps: GachaDeps) {
  return {
    ...createGachaEventReads(deps),
    ...createGachaEventNames(deps),
    ...createGachaDrawing(deps),
    ...createPlayerTokens(deps),
    ...createPrizeRarity(deps),
  };
}
export type GachaService = ReturnType<typeof createGachaService>;
