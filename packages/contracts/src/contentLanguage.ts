import * as v from 'valibot';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './constants';

/**
 * Operator text in the portal's languages. A content value's own text fields are English; its
 * `translations` holds, per other language, the same fields in that language. A field a translation
 * leaves out falls back to English, so an operator can translate one notice at a time.
 */
export const TRANSLATED_LANGUAGES = SUPPORTED_LANGUAGES.filter(
  (language): language is Exclude<LanguageCode, 'en'> => language !== 'en',
);
export const TranslatedLanguageSchema = v.picklist(
  TRANSLATED_LANGUAGES,
  `translations are keyed by ${TRANSLATED_LANGUAGES.join(', ')}`,
);

/** The `translations` field of a content kind whose text fields are `entries`. */
export const translationsOf = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.optional(v.record(TranslatedLanguageSchema, v.partial(v.object(entries))));

interface Translatable {
  translations?: Partial<Record<Exclude<LanguageCode, 'en'>, object>>;
}

/** The value as a player reading `language` sees it: English fields overlaid with that language's. */
export function inLanguage<T extends Translatable>(value: T, language: LanguageCode): T {
  const translation = language === 'en' ? undefined : value.translations?.[language];
  if (!translation) return value;
  const given = Object.entries(translation).filter(([, text]) => text !== undefined);
  return { ...value, ...Object.fromEntries(given) };
}
