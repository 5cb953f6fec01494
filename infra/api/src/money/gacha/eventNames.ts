import type { GachaEventTranslations, LanguageCode } from '@portal/contracts';
import { eventNotFound, eventTranslations, findEvent, toSummary } from './eventRows';
import type { GachaDeps } from './service';

/** The operator names an event in one language: English is the event's name, others its translations. */
export function createGachaEventNames({ db, clock }: Pick<GachaDeps, 'db' | 'clock'>) {
  return {
    /** `name` already checked against GachaEventNameSchema; the event as players now see it. */
    async setEventName(code: string, language: LanguageCode, name: string) {
      const event = await findEvent(db, code);
      if (!event) throw eventNotFound();
      const translations: NonNullable<GachaEventTranslations> = eventTranslations(event.translations) ?? {};
      if (language !== 'en') translations[language] = { ...translations[language], name };
      const updated = await db
        .updateTable('gacha_events')
        .set(language === 'en' ? { name } : { translations: JSON.stringify(translations) })
        .where('code', '=', code)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSummary(updated, clock());
    },
  };
}
