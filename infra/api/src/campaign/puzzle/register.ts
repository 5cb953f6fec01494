import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/database';
import { createRateLimiter } from '../rateLimit';
import { registerPuzzleRoutes } from './routes';
import { DEFAULT_PUZZLE_LIMITS, type PuzzleLimits } from './events';
import { createPuzzleService } from './service';

export interface PuzzleOptions {
  /** Server time; tests pass their own to move through an event's dates. */
  clock?: () => Date;
  limits?: PuzzleLimits;
}

/**
 * Puzzle events: one line in app.ts, after registerCampaigns. The admin route takes
 * the admin tokens (like the campaign admin routes); the CLI's `puzzle` commands work on the database.
 */
export function registerPuzzleEvents(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: ApiConfig,
  { clock = () => new Date(), limits = DEFAULT_PUZZLE_LIMITS }: PuzzleOptions = {},
) {
  const puzzles = createPuzzleService({ db, clock, limits, rate: createRateLimiter(db, clock) });
  registerPuzzleRoutes(app, puzzles, { db, clock });
  return puzzles;
}
