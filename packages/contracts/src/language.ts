import * as v from 'valibot';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './constants';

export const LanguageCodeSchema = v.picklist(SUPPORTED_LANGUAGES, 'lang must be en, vn, th or id');

export const LanguageOptionSchema = v.object({
  languageCode: LanguageCodeSchema,
  name: v.string(),
  flag: v.string(),
});
export type LanguageOption = v.InferOutput<typeof LanguageOptionSchema>;

/** The picker's options (000 §2). */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { languageCode: 'en', name: 'EN - English', flag: '🇬🇧' },
  { languageCode: 'vn', name: 'VN - Vietnamese', flag: '🇻🇳' },
  { languageCode: 'th', name: 'TH - Thai', flag: '🇹🇭' },
  { languageCode: 'id', name: 'ID - Indonesian', flag: '🇮🇩' },
];

/** The language a page starts in when neither the address nor an earlier choice names one. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The language a player chose (or opened with `?lang=`), remembered across full-page loads,
 * guard redirects and sign-in; read by the gateway for `<html lang>` and by the shell at boot.
 */
export const LANGUAGE_COOKIE = 'portal_lang';
/** A year: a language choice is a lasting preference. */
export const LANGUAGE_COOKIE_DAYS = 365;
