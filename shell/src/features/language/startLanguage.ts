import type { LanguageCode } from '@portal/contracts';
import { isSupportedLanguage, resolveLanguage } from '@portal/i18n';

/** The player's last choice, so links without `?lang` keep it (the spec's rule starts from the query). */
export const LANGUAGE_STORAGE_KEY = 'portal:lang';
export const LANGUAGE_QUERY_PARAM = 'lang';

export function readStoredLanguage(): LanguageCode | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the ?lang of the reload still applies
  }
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
