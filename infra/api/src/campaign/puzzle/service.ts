import {
  puzzleApiRoutes,
  puzzleErrorCodes,
  type PuzzleBoard,
  type PuzzleCollectResult,
  type PuzzleEvent,
  type PuzzlePiece,
  type PuzzleReward,
} from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { unixOrNull, unixSeconds } from '../../lib/time';
import { claimFromPool } from '../codePool';
import { isUniqueViolation } from '../errors';
import type { CampaignLimit, RateLimiter } from '../rateLimit';
import { eventEnded, eventNotFound, eventNotStarted, PuzzleError } from './errors';
import { eventStatus, pieceOrder, visitDay } from './rules';
import type { PuzzleEventsTable, PuzzlePiecesTable } from './tables';

export type PuzzleEventRow = Omit<Selectable<PuzzleEventsTable>, 'image'> & { game_code: string };
type PieceRow = Selectable<PuzzlePiecesTable>;

/** Abuse limits of the puzzle routes, per player. */
export interface PuzzleLimits {
  collects: CampaignLimit;
  placements: CampaignLimit;
  completions: CampaignLimit;
}

export const DEFAULT_PUZZLE_LIMITS: PuzzleLimits = {
  collects: { max: 60, windowSeconds: 600 },
  placements: { max: 600, windowSeconds: 600 },
  completions: { max: 30, windowSeconds: 600 },
};

export interface PuzzleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  rate: RateLimiter;
  limits: PuzzleLimits;
}

const EVENT_COLUMNS = [
  'puzzle_events.id',
  'puzzle_events.campaign_id',
  'puzzle_events.event_code',
  'puzzle_events.title',
  'puzzle_events.reward_title',
  'puzzle_events.starts_at',
  'puzzle_events.ends_at',
  'puzzle_events.rows',
  'puzzle_events.columns',
  'puzzle_events.image_type',
  'puzzle_events.image_version',
  'puzzle_events.created_at',
  'puzzle_events.updated_at',
  'campaigns.game_code',
] as const;

/** The event of a game code and event code, without its picture. */
export function findEvent(db: Kysely<Database> | Trx, gameCode: string, eventCode: string) {
  return db
    .selectFrom('puzzle_events')
    .innerJoin('campaigns', 'campaigns.id', 'puzzle_events.campaign_id')
    .select(EVENT_COLUMNS)
    .where('campaigns.game_code', '=', gameCode)
    .where('puzzle_events.event_code', '=', eventCode)
    .executeTakeFirst();
}

export function toEvent(row: PuzzleEventRow, at: Date): PuzzleEvent {
  return {
    gameCode: row.game_code,
    eventCode: row.event_code,
    title: row.title,
    rewardTitle: row.reward_title,
    startsAt: unixSeconds(row.starts_at),
    endsAt: unixSeconds(row.ends_at),
    rows: row.rows,
    columns: row.columns,
    imageUrl: `${puzzleApiRoutes.image(row.game_code, row.event_code)}?v=${row.image_version}`,
    status: eventStatus(row.starts_at, row.ends_at, at),
  };
}

const toPiece = (row: PieceRow): PuzzlePiece => ({
  index: row.piece_index,
  source: row.source,
  sourceRef: row.source_ref,
  collectedAt: unixSeconds(row.collected_at),
  placedAt: unixOrNull(row.placed_at),
});

/**
 * Puzzle events. Collecting runs in one transaction that first locks the player's row
 * of the event (an upsert), so two requests of one player take turns: the second sees the first's
 * pieces. The unique index on (event, player, source, reference) is the last word: a visit day or a
 * quest becomes a piece once even if the lock were bypassed. Completing hands out one code of the
 * event's pool with UPDATE … (SELECT … FOR UPDATE SKIP LOCKED) like the campaign rewards.
 */
export function createPuzzleService({ db, clock, rate, limits }: PuzzleDeps) {
  async function requireEvent(gameCode: string, eventCode: string): Promise<PuzzleEventRow> {
    const row = await findEvent(db, gameCode, eventCode);
    if (!row) throw eventNotFound();
    return row;
  }

  function requireLive(event: PuzzleEventRow, at: Date) {
    const status = eventStatus(event.starts_at, event.ends_at, at);
    if (status === 'upcoming') throw eventNotStarted();
    if (status === 'ended') throw eventEnded();
  }

  const piecesOf = (executor: Kysely<Database> | Trx, eventId: number, userId: number) =>
    executor
      .selectFrom('puzzle_pieces')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .orderBy('collected_at')
      .orderBy('piece_index')
      .execute();

  async function rewardOf(event: PuzzleEventRow, userId: number): Promise<PuzzleReward | null> {
    const held = await db
      .selectFrom('puzzle_reward_codes')
      .select(['code', 'claimed_at'])
      .where('event_id', '=', event.id)
      .where('claimed_by', '=', userId)
      .executeTakeFirst();
    return held
      ? { title: event.reward_title, code: held.code, claimedAt: unixSeconds(held.claimed_at!) }
      : null;
  }

  async function boardOf(event: PuzzleEventRow, userId: number, at: Date): Promise<PuzzleBoard> {
    const pieces = await piecesOf(db, event.id, userId);
    const today = visitDay(at);
    return {
      event: toEvent(event, at),
      pieces: pieces.map(toPiece),
      reward: await rewardOf(event, userId),
      visitedToday: pieces.some((piece) => piece.source === 'daily_visit' && piece.source_ref === today),
    };
  }

  /** Today's visit and every quest the player claimed in the event's campaign: a piece each, once. */
  async function collectIn(trx: Trx, event: PuzzleEventRow, userId: number, at: Date): Promise<PieceRow[]> {
    const player = await trx
      .insertInto('puzzle_players')
      .values({ event_id: event.id, user_id: userId, updated_at: at })
      .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doUpdateSet({ updated_at: at }))
      .returning('pieces')
      .executeTakeFirstOrThrow();
    const total = event.rows * event.columns;
    if (player.pieces >= total) return [];
    const claimedQuests = await trx
      .selectFrom('campaign_quest_claims')
      .innerJoin('campaign_quests', 'campaign_quests.id', 'campaign_quest_claims.quest_id')
      .select('campaign_quests.code')
      .where('campaign_quests.campaign_id', '=', event.campaign_id)
      .where('campaign_quest_claims.user_id', '=', userId)
      .orderBy('campaign_quest_claims.claimed_at')
      .execute();
    const sources = [
      { source: 'daily_visit' as const, ref: visitDay(at) },
      ...claimedQuests.map((quest) => ({ source: 'quest' as const, ref: quest.code })),
    ];
    const order = pieceOrder(event.id, userId, total);
    const added: PieceRow[] = [];
    let count = player.pieces;
    for (const { source, ref } of sources) {
      if (count >= total) break;
      const row = await trx
        .insertInto('puzzle_pieces')
        .values({
          event_id: event.id,
          user_id: userId,
          piece_index: order[count]!,
          source,
          source_ref: ref,
          collected_at: at,
          placed_at: null,
        })
        .onConflict((conflict) =>
          conflict.columns(['event_id', 'user_id', 'source', 'source_ref']).doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
      if (row) {
        added.push(row);
        count++;
      }
    }
    if (added.length > 0) {
      await trx
        .updateTable('puzzle_players')
        .set({ pieces: count })
        .where('event_id', '=', event.id)
        .where('user_id', '=', userId)
        .execute();
    }
    return added;
  }

  return {
    board: async (gameCode: string, eventCode: string, userId: number) =>
      boardOf(await requireEvent(gameCode, eventCode), userId, clock()),

    async collect(gameCode: string, eventCode: string, userId: number): Promise<PuzzleCollectResult> {
      const event = await requireEvent(gameCode, eventCode);
      const at = clock();
      requireLive(event, at);
      await rate.consume(
        'puzzle_collect',
        String(userId),
        limits.collects,
        'Too many requests. Please try again in {wait}.',
      );
      const added = await inTransaction(db, (trx) => collectIn(trx, event, userId, at));
      return { board: await boardOf(event, userId, at), collected: added.map(toPiece) };
    },

    /** Puts a collected piece in a slot: only its own slot fits. Placing it again changes nothing. */
    async place(gameCode: string, eventCode: string, userId: number, piece: number, slot: number) {
      const event = await requireEvent(gameCode, eventCode);
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
      return boardOf(event, userId, at);
    },

    /** Every piece placed: one code of the event's pool (the same code on a repeat). */
    async complete(gameCode: string, eventCode: string, userId: number): Promise<PuzzleReward> {
      const event = await requireEvent(gameCode, eventCode);
      const held = await rewardOf(event, userId);
      if (held) return held;
      const at = clock();
      requireLive(event, at);
      await rate.consume(
        'puzzle_complete',
        String(userId),
        limits.completions,
        'Too many requests. Please try again in {wait}.',
      );
      const placed = await db
        .selectFrom('puzzle_pieces')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('event_id', '=', event.id)
        .where('user_id', '=', userId)
        .where('placed_at', 'is not', null)
        .executeTakeFirstOrThrow();
      if (Number(placed.count) < event.rows * event.columns) {
        throw new PuzzleError(409, puzzleErrorCodes.notComplete, 'Place every piece of the picture first.');
      }
      try {
        const row = await claimFromPool(
          db,
          { table: 'puzzle_reward_codes', poolColumn: 'event_id', poolId: event.id },
          userId,
          at,
        );
        if (row)
          return {
            title: event.reward_title,
            code: row.code,
            claimedAt: unixSeconds(new Date(row.claimed_at)),
          };
      } catch (error) {
        // Two completions of one player raced: the unique index let one through; answer that code.
        if (!isUniqueViolation(error)) throw error;
        const raced = await rewardOf(event, userId);
        if (raced) return raced;
        throw error;
      }
      throw new PuzzleError(
        409,
        puzzleErrorCodes.codesExhausted,
        'Every reward code of this event has been handed out.',
      );
    },

    /** The picture and its type, for the image route. */
    async image(gameCode: string, eventCode: string) {
      const row = await db
        .selectFrom('puzzle_events')
        .innerJoin('campaigns', 'campaigns.id', 'puzzle_events.campaign_id')
        .select(['puzzle_events.image', 'puzzle_events.image_type'])
        .where('campaigns.game_code', '=', gameCode)
        .where('puzzle_events.event_code', '=', eventCode)
        .executeTakeFirst();
      if (!row) throw eventNotFound();
      return { type: row.image_type, bytes: Buffer.from(row.image) };
    },
  };
}
export type PuzzleService = ReturnType<typeof createPuzzleService>;
