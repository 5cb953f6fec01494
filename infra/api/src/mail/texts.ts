/**
 * The emails' texts through i18next, from the `mail` namespace of @portal/i18n (en, vn): a
 * server-side instance of its own (no React, no browser detection), loaded synchronously at import.
 * The player's language picks the texts; a key missing in one language falls back to English.
 */
import i18next from 'i18next';
import type { LanguageCode } from '@portal/contracts';
import { MAIL_NAMESPACE, mailResources } from '@portal/i18n/mail';

const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: Object.fromEntries(
    Object.entries(mailResources).map(([lang, texts]) => [lang, { [MAIL_NAMESPACE]: texts }]),
  ),
  ns: [MAIL_NAMESPACE],
  defaultNS: MAIL_NAMESPACE,
  fallbackLng: 'en',
  initAsync: false,
  // A server log line is not the place for i18next's notice (the API prints one line when it starts).
  showSupportNotice: false,
  // Mails escape every text when they render HTML; the plain-text part must stay unescaped.
  interpolation: { escapeValue: false },
});

/** The mail texts in `lang`, as functions of the values they interpolate. */
export function mailTexts(lang: LanguageCode) {
  const t = mailI18n.getFixedT(lang, MAIL_NAMESPACE);
  return {
    codeSubject: (code: string) => t('code.subject', { code }),
    codeHeading: t('code.heading'),
    codeRegister: t('code.register'),
    codeEmail: t('code.email'),
    codeValidity: (minutes: number) => t('code.validity', { minutes }),
    codeIgnore: t('code.ignore'),
    resetSubject: t('reset.subject'),
    resetHeading: t('reset.heading'),
    resetIntro: t('reset.intro'),
    resetValidity: (minutes: number) => t('reset.validity', { minutes }),
    resetButton: t('reset.button'),
    resetFallback: t('reset.fallback'),
    resetIgnore: t('reset.ignore'),
  };
}
