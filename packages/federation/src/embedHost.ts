import { apiBaseBeside, sendApiCallsTo } from '@portal/api-client';
import type { LanguageCode } from '@portal/contracts';
import { initI18n, isSupportedLanguage, resolveLanguage } from '@portal/i18n';

/** What a studio's page may pass to any remote's `mount(element, props)`. */
export interface EmbedHostProps {
  /** 'en' or 'vn'; otherwise the page's `lang` query parameter, otherwise English. */
  language?: LanguageCode;
  /** Where the portal API lives when the studio page is on another origin, e.g. https://portal.example/api. */
  apiBaseUrl?: string;
  /** The shadow root the element lives in (the studio SDK's): styles are written there. */
  styleRoot?: ShadowRoot;
  /** Opens the portal's sign-in (the studio SDK's popup): a player widget's "Sign in" action. */
  requestSignIn?: () => void;
}

// Webpack sets the public path of this remote at run time: the portal origin it was loaded from.
declare const __webpack_public_path__: string | undefined;

/** The portal API next to this remote's files (`https://portal.example/api`), or `/api` on the portal itself. */
export function portalApiBaseUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return apiBaseBeside(publicPath, window.location.origin);
}

/**
 * Outside the shell nobody has set the language or the API origin yet: the embed does it. Every
 * call of the shared API client then goes to the portal's origin, never to the studio's.
 */
export async function prepareEmbed({ language, apiBaseUrl }: EmbedHostProps): Promise<void> {
  sendApiCallsTo(apiBaseUrl ?? portalApiBaseUrl());
  const queryLang = new URLSearchParams(window.location.search).get('lang');
  await initI18n(isSupportedLanguage(language) ? language : resolveLanguage({ queryLang, regionCode: null }));
}
