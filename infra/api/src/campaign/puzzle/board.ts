import { type PuzzleBoard, type PuzzleReward } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { eventEnded, eventNotFound, eventNotStarted } from './errors';
import { eventStatus, visitDay } from './rules';
import { type PuzzleEventRow, type PuzzleDeps, findEvent, toEvent, toPiece } from './events';

export async function requireEvent(
  deps: PuzzleDeps,
  gameCode: string,
  eventCode: string,
): Promise<PuzzleEventRow> {
  const { db } = deps;
  const row = await findEvent(db, gameCode, eventCode);
  if (!row) throw eventNotFound();
  return row;
}

export function requireLive(event: PuzzleEventRow, at: Date) {
  const status = eventStatus(event.starts_at, event.ends_at, at);
  if (status === 'upcoming') throw eventNotStarted();
  if (status === 'ended') throw eventEnded();
}

export function piecesOf(executor: Kysely<Database> | Trx, eventId: number, userId: number) {
  return executor
    .selectFrom('puzzle_pieces')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .orderBy('collected_at')
    .orderBy('piece_index')
    .execute();
}

export async function rewardOf(
  deps: PuzzleDeps,
  event: PuzzleEventRow,
  userId: number,
): Promise<PuzzleReward | null> {
  const { db } = deps;
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

export async function boardOf(
  deps: PuzzleDeps,
  event: PuzzleEventRow,
  userId: number,
  at: Date,
): Promise<PuzzleBoard> {
  const { db } = deps;
  const pieces = await piecesOf(db, event.id, userId);
  const today = visitDay(at);
  return {
    event: toEvent(event, at),
    pieces: pieces.map(toPiece),
    reward: await rewardOf(deps, event, userId),
    visitedToday: pieces.some((piece) => piece.source === 'daily_visit' && piece.source_ref === today),
  };
}

export async function readBoard(deps: PuzzleDeps, gameCode: string, eventCode: string, userId: number) {
  const { clock } = deps;
  return boardOf(deps, await requireEvent(deps, gameCode, eventCode), userId, clock());
}
