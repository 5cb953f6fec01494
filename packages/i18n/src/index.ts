export {
  i18n,
  initI18n,
  changeLanguage,
  currentLanguage,
  registerNamespace,
  usePortalTranslation,
  apiErrorMessage,
  translateMessage,
  COMMON_NAMESPACE,
} from './instance';
export type { Translations, NamespaceLoader, NamespaceLoaders } from './instance';
export {
  languageOptions,
  resolveLanguage,
  isSupportedLanguage,
  HTML_LANG,
  DEFAULT_LANGUAGE,
} from './languages';
export type { ResolveLanguageInput } from './languages';
export { provideHostLanguagePicker, hasHostLanguagePicker } from './languagePicker';
export { namespaceTranslationHook, TRANSLATION_BINDINGS } from './namespaceTranslation';
export { commonEn } from './locales/en';
export type { CommonTranslations } from './locales/en';
export {
  CAMPAIGN_TEXTS_MODULE,
  campaignContentKey,
  campaignContentText,
  campaignTextsRemote,
  prizeCode,
  type CampaignContentKind,
  type CampaignContentTexts,
  type ExposedCampaignTexts,
} from './campaignContent';
