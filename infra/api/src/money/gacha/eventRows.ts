import {
  errorCodes,
  GachaEventTranslationsSchema,
  type GachaEventSummary,
  type GachaEventTranslations,
} from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import { unixSeconds } from '../../lib/time';
import { drawWeightOf } from './odds';
import type { GachaEventsTable, GachaPrizesTable } from './tables';

export type EventRow = Selectable<GachaEventsTable>;
export type PrizeRow = Selectable<GachaPrizesTable>;

export const isOpen = (event: EventRow, at: Date) =>
  event.starts_at.getTime() <= at.getTime() && at.getTime() < event.ends_at.getTime();

/** The stored translations as the contract reads them; a broken value: none (the English name). */
export function eventTranslations(json: string): GachaEventTranslations {
  try {
    const parsed = v.safeParse(GachaEventTranslationsSchema, JSON.parse(json));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export const toSummary = (event: EventRow, at: Date): GachaEventSummary => ({
  code: event.code,
  name: event.name,
  translations: eventTranslations(event.translations),
  startAt: unixSeconds(event.starts_at),
  endAt: unixSeconds(event.ends_at),
  ticketCost: event.ticket_cost,
  isOpen: isOpen(event, at),
});

export const toPrize = (prize: PrizeRow) => ({
  id: prize.id,
  name: prize.name,
  kind: prize.kind,
  rarity: prize.rarity,
  amount: prize.amount,
  weight: prize.weight,
  drawWeight: drawWeightOf(prize),
  stock: prize.stock,
  remaining: prize.stock === null ? null : prize.stock - prize.awarded,
});

export const eventNotFound = () =>
  new ApiHttpError(404, errorCodes.gachaEventNotFound, 'This gacha event does not exist.');

export const findEvent = (db: Kysely<Database>, code: string) =>
  db.selectFrom('gacha_events').selectAll().where('code', '=', code).executeTakeFirst();
