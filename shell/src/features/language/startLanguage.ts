import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type LanguageCode } from '@portal/contracts';
import { isSupportedLanguage, resolveLanguage } from '@portal/i18n';
import { parseCookies, serializeCookie } from '@portal/session';

/** The player's last choice, so links without `?lang` keep it (the spec's rule starts from the query). */
export const LANGUAGE_STORAGE_KEY = 'portal:lang';
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * The player's language on this device: the cookie first (the gateway reads it too, for
 * `<html lang>`), then local storage (choices made before the cookie existed).
 */
export function readStoredLanguage(): LanguageCode | null {
  const fromCookie = parseCookies(document.cookie).get(LANGUAGE_COOKIE);
  if (isSupportedLanguage(fromCookie)) return fromCookie;
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: LanguageCode): void {
  document.cookie = serializeCookie(LANGUAGE_COOKIE, language, {
    expires: new Date(Date.now() + LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 * 1000),
    secure: window.location.protocol === 'https:',
  });
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the ?lang of the reload still applies
  }
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
