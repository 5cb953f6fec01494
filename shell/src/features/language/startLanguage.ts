import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type LanguageCode } from '@portal/contracts';
import { isSupportedLanguage, resolveLanguage } from '@portal/i18n';
import { parseCookies, serializeCookie } from '@portal/session';

export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * The player's language on this device: its cookie, which the gateway reads too (for `<html lang>`
 * and the served page's texts). Local storage is not read: a fresh page's first read of it waits
 * on the browser's process (2–14 ms of the start-up in traces) for a copy of the cookie.
 */
export function readStoredLanguage(): LanguageCode | null {
  const fromCookie = parseCookies(document.cookie).get(LANGUAGE_COOKIE);
  return isSupportedLanguage(fromCookie) ? fromCookie : null;
}

export function storeLanguage(language: LanguageCode): void {
  document.cookie = serializeCookie(LANGUAGE_COOKIE, language, {
    expires: new Date(Date.now() + LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 * 1000),
    secure: window.location.protocol === 'https:',
  });
}

/**
 * `?lang` of the page, else of the page the guard sent the player away from
 * (`/login?referrer=/hub%3Flang%3Dvn`): a redirect keeps the language the player opened with.
 */
export function queryLanguage(search: string): string | null {
  const params = new URLSearchParams(search);
  const direct = params.get(LANGUAGE_QUERY_PARAM);
  if (direct) return direct;
  const referrer = params.get('referrer');
  if (!referrer) return null;
  return new URLSearchParams(referrer.split('?')[1] ?? '').get(LANGUAGE_QUERY_PARAM);
}

export interface StartLanguageInput {
  /** `?lang` of the page. */
  queryLang: string | null;
  /** What the player chose before on this device. */
  storedLang: string | null;
  /** The access trace's region code (VN → vn). */
  regionCode: string | null;
}

/**
 * The active language (spec 000 §2): the `lang` query parameter, otherwise the access trace's
 * regionCode in lower case, otherwise en. One addition: a language the player picked before (and
 * stored on this device) comes between the query and the region, so it survives in-app links.
 */
export function resolveStartLanguage({
  queryLang,
  storedLang,
  regionCode,
}: StartLanguageInput): LanguageCode {
  const fromQuery = queryLang?.trim().toLowerCase();
  if (isSupportedLanguage(fromQuery)) return fromQuery;
  return resolveLanguage({ queryLang: storedLang, regionCode });
}

/** True when the language can be decided without asking the API for the region. */
export const knowsLanguageWithoutRegion = (input: Omit<StartLanguageInput, 'regionCode'>) =>
  isSupportedLanguage(input.queryLang?.trim().toLowerCase()) || isSupportedLanguage(input.storedLang);
