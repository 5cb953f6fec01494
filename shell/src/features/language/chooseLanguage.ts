import { track } from '@portal/analytics';
import type { LanguageCode } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { LANGUAGE_QUERY_PARAM, storeLanguage } from './startLanguage';

/** The current URL with `lang` set: what the page reloads to. */
export function urlWithLanguage(href: string, language: LanguageCode): string {
  const url = new URL(href);
  url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return url.href;
}

/**
 * Choosing a language (spec 000 §2): tracked, remembered, then the page reloads with `lang` in the
 * query so every app starts again in the new language. The same language does nothing.
 */
export function chooseLanguage(
  language: LanguageCode,
  reload: (url: string) => void = (url) => window.location.assign(url),
) {
  const from = currentLanguage();
  if (from === language) return;
  track({ event: 'language_change', from, to: language });
  storeLanguage(language);
  reload(urlWithLanguage(window.location.href, language));
}
