import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import {
  changeLanguage as changePortalLanguage,
  currentLanguage,
  i18n as portalI18n,
  namespaceTranslationHook,
  TRANSLATION_BINDINGS,
} from '@portal/i18n';
import {
  CAMPAIGN_HTML_LANG,
  CAMPAIGN_LANGUAGES,
  DEFAULT_CAMPAIGN_LANGUAGE,
  isCampaignLanguage,
  resolveCampaignLanguage,
  type CampaignLanguage,
} from './languages';

/** A namespace's texts: nested objects of strings. */
export interface CampaignTexts {
  [key: string]: string | CampaignTexts;
}
type Loaded = CampaignTexts | { default: CampaignTexts };
export type CampaignTextLoaders = Record<CampaignLanguage, () => Promise<Loaded>>;

const loaders = new Map<string, CampaignTextLoaders>();
/** Namespaces a component asked for before their app registered them (read as empty then). */
const readBeforeRegistration = new Set<string>();

const unwrap = (loaded: Loaded): CampaignTexts =>
  'default' in loaded && typeof loaded.default === 'object' ? loaded.default : (loaded as CampaignTexts);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = isCampaignLanguage(language) ? loaders.get(namespace)?.[language] : undefined;
    if (!load) {
      if (!loaders.has(namespace)) readBeforeRegistration.add(namespace);
      callback(null, {});
      return;
    }
    load().then(
      (texts) => callback(null, unwrap(texts)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The campaign pages' i18next instance, kept apart from the portal's so campaign namespaces
 * (with their own loaders and plural rules) never mix with the portal's; its language always
 * follows the portal's. Each campaign remote and the kit register their namespaces here.
 */
export const campaignI18n = i18next.createInstance();

void campaignI18n.use(backend).init({
  lng: DEFAULT_CAMPAIGN_LANGUAGE,
  fallbackLng: DEFAULT_CAMPAIGN_LANGUAGE,
  supportedLngs: [...CAMPAIGN_LANGUAGES],
  ns: [],
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  react: TRANSLATION_BINDINGS,
  showSupportNotice: false,
});

export function currentCampaignLanguage(): CampaignLanguage {
  return isCampaignLanguage(campaignI18n.language) ? campaignI18n.language : DEFAULT_CAMPAIGN_LANGUAGE;
}

async function followPortal(language: string): Promise<void> {
  const next = resolveCampaignLanguage(language);
  if (campaignI18n.language !== next) await campaignI18n.changeLanguage(next);
}

// One language for the page: the campaign speaks whatever the portal's shared instance speaks
// (the shell's `?lang`, cookie and region; an embed's `language` prop), never a choice of its own.
portalI18n.on('languageChanged', (language: string) => void followPortal(language));

/**
 * Switches the page's language: the portal's shared state, which the campaign follows (and, in
 * the shell, `<html lang>` and the header with it).
 */
export async function changeCampaignLanguage(language: CampaignLanguage): Promise<void> {
  await changePortalLanguage(language);
  await followPortal(language);
  if (typeof document !== 'undefined') document.documentElement.lang = CAMPAIGN_HTML_LANG[language];
}

/**
 * Registers a namespace and loads it in the page's language; `preferred` (e.g. the /vn page's
 * Vietnamese) switches the page to that language first.
 */
export async function registerCampaignTexts(
  namespace: string,
  textLoaders: CampaignTextLoaders,
  preferred?: CampaignLanguage,
): Promise<void> {
  loaders.set(namespace, textLoaders);
  if (readBeforeRegistration.delete(namespace))
    await campaignI18n.reloadResources(campaignI18n.languages, [namespace]);
  if (preferred && preferred !== currentLanguage()) await changeCampaignLanguage(preferred);
  else await followPortal(currentLanguage());
  await campaignI18n.loadNamespaces(namespace);
}

/**
 * `useTranslation` bound to the campaign instance, so it works in any React root; a component
 * re-renders when the language changes or its namespace's texts arrive.
 */
export const useCampaignTranslation = namespaceTranslationHook(campaignI18n);
