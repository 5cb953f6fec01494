import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MoneyConfig } from '../wallet/config';
import { createGachaDrawing } from './drawing';
import { createGachaEventReads } from './eventReads';
import { createPlayerTokens } from './playerTokens';

export interface GachaDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  /** Uniform integer in [0, max): crypto.randomInt unless a test replaces it. */
  random?: (max: number) => number;
}

/** Gacha events: what is published, the draws, and a player's tokens and history. */
export function createGachaService(deps: GachaDeps) {
  return {
    ...createGachaEventReads(deps),
    ...createGachaDrawing(deps),
    ...createPlayerTokens(deps),
  };
}
export type GachaService = ReturnType<typeof createGachaService>;
