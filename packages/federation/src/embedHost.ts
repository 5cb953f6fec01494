import type { LanguageCode } from '@portal/contracts';
import { initI18n, isSupportedLanguage, resolveLanguage } from '@portal/i18n';

/** What a studio's page may pass to any remote's `mount(element, props)`. */
export interface EmbedHostProps {
  /** 'en' or 'vn'; otherwise the page's `lang` query parameter, otherwise English. */
  language?: LanguageCode;
  /** Where the portal API lives when the studio page is on another origin, e.g. https://portal.example/api. */
  apiBaseUrl?: string;
}

/** Outside the shell nobody has set the language or the API origin yet: the embed does it. */
export async function prepareEmbed({ language }: EmbedHostProps): Promise<void> {
  const queryLang = new URLSearchParams(window.location.search).get('lang');
  await initI18n(isSupportedLanguage(language) ? language : resolveLanguage({ queryLang, regionCode: null }));
}
