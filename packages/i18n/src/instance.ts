import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages, SUPPORTED_LANGUAGES, type LanguageCode, type MessageKey } from '@portal/contracts';
import { commonEn } from './locales/en';
import { DEFAULT_LANGUAGE, HTML_LANG, isSupportedLanguage } from './languages';
import { namespaceTranslationHook, TRANSLATION_BINDINGS } from './namespaceTranslation';

export const COMMON_NAMESPACE = 'common';

/** A namespace's texts: nested objects of strings. */
export interface Translations {
  [key: string]: string | Translations;
}

/** `() => import('./en.json')` works too: a module's default export is unwrapped. */
export type NamespaceLoader = () => Promise<Translations | { default: Translations }>;
export type NamespaceLoaders = Record<LanguageCode, NamespaceLoader>;

const namespaceLoaders = new Map<string, NamespaceLoaders>();
/** Namespaces someone asked for before their app registered them (read as empty). */
const readBeforeRegistration = new Set<string>();

function unwrapModule(loaded: Translations | { default: Translations }): Translations {
  const keys = Object.keys(loaded);
  if (keys.length === 1 && keys[0] === 'default' && typeof loaded.default === 'object') {
    return loaded.default;
  }
  return loaded as Translations;
}

/** An i18next backend that reads from the loaders apps hand to `registerNamespace`. */
const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loaders = namespaceLoaders.get(namespace);
    if (!loaders) {
      readBeforeRegistration.add(namespace);
      callback(null, {});
      return;
    }
    if (!isSupportedLanguage(language)) {
      callback(null, {});
      return;
    }
    loaders[language]().then(
      (loaded) => callback(null, unwrapModule(loaded)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The portal's one i18next instance. It lives at module level so that every single-spa mount
 * (each its own React root) shares it through the Module Federation singleton.
 * It is ready with English `common` texts as soon as it is imported.
 */
export const i18n = i18next.createInstance();

function syncHtmlLang(language: string): void {
  if (typeof document === 'undefined' || !isSupportedLanguage(language)) return;
  document.documentElement.lang = HTML_LANG[language];
}

i18n.on('languageChanged', syncHtmlLang);

void i18n
  .use(registryBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: {
      en: { [COMMON_NAMESPACE]: commonEn },
    },
    // Bundled `common` plus app namespaces loaded on demand through the backend.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: TRANSLATION_BINDINGS,
    showSupportNotice: false,
  });

/** The active portal language. */
export function currentLanguage(): LanguageCode {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * `common` in the languages other than the default, fetched on first use: this package is shared
 * whole into every page's first chunk, and each catalogue costs about 1.3 KB brotli there.
 */
const lazyCommon: Partial<Record<LanguageCode, () => Promise<Translations>>> = {
  vn: () => import('./locales/vn').then((module) => module.commonVn),
  th: () => import('./locales/th').then((module) => module.commonTh),
  id: () => import('./locales/id').then((module) => module.commonId),
};

/** Switches language, loads every registered namespace for it and updates `<html lang>`. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  const load = lazyCommon[language];
  if (load && !i18n.hasResourceBundle(language, COMMON_NAMESPACE))
    i18n.addResourceBundle(language, COMMON_NAMESPACE, await load(), true, false);
  await i18n.changeLanguage(language);
  syncHtmlLang(language);
}

/** Boot: sets the starting language (see `resolveLanguage`). Safe to call more than once. */
export async function initI18n(language: LanguageCode = DEFAULT_LANGUAGE) {
  await changeLanguage(language);
  return i18n;
}

/**
 * Lets an app add its own namespace lazily: the current language (and English as fallback)
 * load now, other languages when the user switches to them. Texts in `bundled` (the default
 * language's, shipped inside the app's own chunk) are there at once: registering in that language
 * waits on no network request.
 */
export async function registerNamespace(
  namespace: string,
  loaders: NamespaceLoaders,
  bundled: Partial<Record<LanguageCode, Translations>> = {},
): Promise<void> {
  for (const [language, texts] of Object.entries(bundled)) {
    if (texts && !i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, texts, true, false);
  }
  const alreadyRegistered = namespaceLoaders.has(namespace);
  namespaceLoaders.set(namespace, loaders);
  if (!alreadyRegistered && readBeforeRegistration.delete(namespace)) {
    await i18n.reloadResources(i18n.languages, [namespace]);
  }
  await i18n.loadNamespaces(namespace);
}

const useNamespaceTranslation = namespaceTranslationHook(i18n);

/**
 * `useTranslation` bound to the portal instance, so it works in any React root; a component
 * re-renders when the language changes or its namespace's texts arrive.
 */
export function usePortalTranslation(namespace: string = COMMON_NAMESPACE) {
  return useNamespaceTranslation(namespace);
}

/** The message for an API error code (`errors.<code>` in `common`), or the generic one. */
export function apiErrorMessage(code: string): string {
  const key = `${COMMON_NAMESPACE}:errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t(`${COMMON_NAMESPACE}:errors.unknown`);
}

const messageKeyByEnglish = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, english]) => [english, key as MessageKey]),
);

/**
 * Translates a contract message (the English text a `@portal/contracts` schema puts in its
 * issues) into the current language; any other text is returned as it is.
 */
export function translateMessage(message: string): string {
  const key = messageKeyByEnglish.get(message);
  if (key) return i18n.t(`${COMMON_NAMESPACE}:messages.${key}`);
  // A minimum the operator sets at run time (the password rule) words the catalogue's message anew.
  const minimum = /^You need (\d+) characters$/.exec(message);
  return minimum ? i18n.t(`${COMMON_NAMESPACE}:form.minLength`, { length: Number(minimum[1]) }) : message;
}
