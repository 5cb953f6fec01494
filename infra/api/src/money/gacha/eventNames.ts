import { sql } from 'kysely';
import type { LanguageCode } from '@portal/contracts';
import { eventNotFound, findEvent, toSummary } from './eventRows';
import type { GachaDeps } from './service';

/** The operator names an event in one language: English is the event's name, others its translations. */
export function createGachaEventNames({ db, clock }: Pick<GachaDeps, 'db' | 'clock'>) {
  return {
    /** `name` already checked against GachaEventNameSchema; the event as players now see it. */
    async setEventName(code: string, language: LanguageCode, name: string) {
      if (!(await findEvent(db, code))) throw eventNotFound();
      // One statement that changes only this language's name: the other names are kept as stored
      // (a value this release does not know included), and a stored value that is not JSON is refused.
      const translated = sql<string>`(coalesce(translations::jsonb, '{}'::jsonb) || jsonb_build_object(
        ${language}::text,
        coalesce(translations::jsonb -> ${language}::text, '{}'::jsonb) || jsonb_build_object('name', ${name}::text)
      ))::text`;
      const updated = await db
        .updateTable('gacha_events')
        .set(language === 'en' ? { name } : { translations: translated })
        .where('code', '=', code)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSummary(updated, clock());
    },
  };
}
