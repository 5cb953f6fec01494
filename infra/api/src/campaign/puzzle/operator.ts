import {
  errorCodes,
  PUZZLE_IMAGE_MAX_BYTES,
  puzzleErrorCodes,
  type PuzzleAdminResult,
  type PuzzleImageType,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import { inTransaction, type Trx } from '../../db/transaction';
import { requireCampaign } from '../config/campaigns';
import { PuzzleError } from './errors';
import { sniffImageType } from './rules';
import { findEvent, toEvent } from './events';

/** What the operator defines (CLI and admin route), already validated by the contract. */
export interface PuzzleEventInput {
  title: string;
  rewardTitle: string;
  startsAt: Date;
  endsAt: Date;
  rows: number;
  columns: number;
  image: { type: PuzzleImageType; bytes: Uint8Array };
  codes: readonly string[];
}

const invalid = (message: string) => new ApiHttpError(400, errorCodes.validation, message);

/**
 * Creates or changes an event of a game's campaign and adds codes to its pool. The picture must be
 * what its type says (checked from its bytes; an SVG with a script is refused). The grid cannot
 * change once players hold pieces: their pieces are slots of that grid.
 */
export async function defineEvent(
  db: Kysely<Database>,
  gameCode: string,
  eventCode: string,
  input: PuzzleEventInput,
  at: Date,
  actor: string,
): Promise<PuzzleAdminResult> {
  if (input.image.bytes.length === 0 || input.image.bytes.length > PUZZLE_IMAGE_MAX_BYTES) {
    throw invalid(`image must be 1 byte to ${PUZZLE_IMAGE_MAX_BYTES / 1024} KB`);
  }
  if (sniffImageType(input.image.bytes) !== input.image.type) {
    throw invalid(`image is not a valid ${input.image.type} (SVG files may not hold scripts)`);
  }
  if (input.endsAt.getTime() <= input.startsAt.getTime()) throw invalid('endsAt must be after startsAt');
  const campaign = await requireCampaign(db, gameCode);
  const codesAdded = await inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('puzzle_events')
      .select(['id', 'rows', 'columns'])
      .where('campaign_id', '=', campaign.id)
      .where('event_code', '=', eventCode)
      .forUpdate()
      .executeTakeFirst();
    const fields = {
      title: input.title,
      reward_title: input.rewardTitle,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      rows: input.rows,
      columns: input.columns,
      image_type: input.image.type,
      image: Buffer.from(input.image.bytes),
      updated_at: at,
    };
    let eventId: number;
    if (existing) {
      const gridChanged = existing.rows !== input.rows || existing.columns !== input.columns;
      if (gridChanged) {
        const held = await trx
          .selectFrom('puzzle_pieces')
          .select('event_id')
          .where('event_id', '=', existing.id)
          .executeTakeFirst();
        if (held) {
          throw new PuzzleError(
            409,
            puzzleErrorCodes.eventExists,
            'Players hold pieces of this grid: it cannot change.',
          );
        }
      }
      await trx
        .updateTable('puzzle_events')
        .set((eb) => ({ ...fields, image_version: eb('image_version', '+', 1) }))
        .where('id', '=', existing.id)
        .execute();
      eventId = existing.id;
    } else {
      const row = await trx
        .insertInto('puzzle_events')
        .values({ ...fields, campaign_id: campaign.id, event_code: eventCode, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      eventId = row.id;
    }
    const added = await importPuzzleCodes(trx, eventId, input.codes, at);
    await trx
      .insertInto('campaign_audit_log')
      .values({
        campaign_id: campaign.id,
        actor,
        action: 'puzzle_event_defined',
        detail: JSON.stringify({ eventCode, rows: input.rows, columns: input.columns, codesAdded: added }),
        created_at: at,
      })
      .execute();
    return added;
  });
  const event = (await findEvent(db, gameCode, eventCode))!;
  return { event: toEvent(event, at), codesAdded, codesLeft: await codesLeft(db, event.id) };
}

/** Adds codes to an event's pool; codes already there are skipped. Returns how many were added. */
export async function importPuzzleCodes(
  db: Kysely<Database> | Trx,
  eventId: number,
  codes: readonly string[],
  at: Date,
): Promise<number> {
  let added = 0;
  const unique = [...new Set(codes)];
  for (let index = 0; index < unique.length; index += 500) {
    const inserted = await db
      .insertInto('puzzle_reward_codes')
      .values(unique.slice(index, index + 500).map((code) => ({ event_id: eventId, code, imported_at: at })))
      .onConflict((conflict) => conflict.columns(['event_id', 'code']).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return added;
}

export async function codesLeft(db: Kysely<Database>, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('puzzle_reward_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('event_id', '=', eventId)
    .where('claimed_by', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Events of a game with their pool, for `puzzle list`. */
export async function listEvents(db: Kysely<Database>, gameCode: string, at: Date) {
  const campaign = await requireCampaign(db, gameCode);
  const rows = await db
    .selectFrom('puzzle_events')
    .select(['id', 'event_code'])
    .where('campaign_id', '=', campaign.id)
    .orderBy('starts_at', 'desc')
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      event: toEvent((await findEvent(db, gameCode, row.event_code))!, at),
      codesLeft: await codesLeft(db, row.id),
    })),
  );
}
