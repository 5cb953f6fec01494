import type { GachaEventDetail, GachaEventSummary } from '@portal/contracts';
import { drawTotalOf } from './odds';
import { eventNotFound, findEvent, toPrize, toSummary } from './eventRows';
import type { GachaDeps } from './service';

/** The events a player can see, and one event's published prize table. */
export function createGachaEventReads({ db, clock }: GachaDeps) {
  return {
    /** Open and upcoming events, soonest first. */
    async events(): Promise<GachaEventSummary[]> {
      const at = clock();
      const rows = await db
        .selectFrom('gacha_events')
        .selectAll()
        .where('ends_at', '>', at)
        .orderBy('starts_at')
        .orderBy('code')
        .execute();
      return rows.map((row) => toSummary(row, at));
    },

    async event(code: string): Promise<GachaEventDetail> {
      const event = await findEvent(db, code);
      if (!event) throw eventNotFound();
      const prizes = await db
        .selectFrom('gacha_prizes')
        .selectAll()
        .where('event_code', '=', code)
        .orderBy('id')
        .execute();
      return { ...toSummary(event, clock()), drawTotal: drawTotalOf(prizes), prizes: prizes.map(toPrize) };
    },
  };
}
