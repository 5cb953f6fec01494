import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@portal/i18n';
import {
  CAMPAIGN_HTML_LANG,
  CAMPAIGN_LANGUAGE_STORAGE_KEY,
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
 * The campaign pages' own i18next instance: the portal's instance knows en and vn only, and a
 * campaign page must not switch the whole portal to Thai. Each campaign remote and the kit
 * register their namespaces here.
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
  react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
  showSupportNotice: false,
});

function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(CAMPAIGN_LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): fall back to the portal's
  }
}

export function currentCampaignLanguage(): CampaignLanguage {
  return isCampaignLanguage(campaignI18n.language) ? campaignI18n.language : DEFAULT_CAMPAIGN_LANGUAGE;
}

/** Switches the campaign pages' language, remembers it and updates `<html lang>`. */
export async function changeCampaignLanguage(language: CampaignLanguage, remember = true): Promise<void> {
  if (remember) {
    try {
      globalThis.localStorage?.setItem(CAMPAIGN_LANGUAGE_STORAGE_KEY, language);
    } catch {
      // The choice then lasts for this page only.
    }
  }
  await campaignI18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = CAMPAIGN_HTML_LANG[language];
}

/**
 * Registers a namespace and loads it in the starting language: the stored choice, else the
 * portal's language; `preferred` (e.g. the /vn page's Vietnamese) wins over both.
 */
export async function registerCampaignTexts(
  namespace: string,
  textLoaders: CampaignTextLoaders,
  preferred?: CampaignLanguage,
): Promise<void> {
  loaders.set(namespace, textLoaders);
  if (readBeforeRegistration.delete(namespace))
    await campaignI18n.reloadResources(campaignI18n.languages, [namespace]);
  const language = preferred ?? resolveCampaignLanguage(readStoredLanguage(), currentLanguage());
  if (campaignI18n.language !== language) await changeCampaignLanguage(language, false);
  await campaignI18n.loadNamespaces(namespace);
}

/** `useTranslation` bound to the campaign instance, so it works in any React root. */
export const useCampaignTranslation = (namespace: string) =>
  useTranslation(namespace, { i18n: campaignI18n });
