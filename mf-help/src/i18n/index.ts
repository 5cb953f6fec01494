import { registerNamespace, usePortalTranslation } from '@portal/i18n';

/** Sheets, feedback, tour and help chat: small, loaded on every page with the sheets overlay. */
export const NS = 'help';
/** The legal pages' long texts: loaded only by the routed app, never by the sheets overlay. */
export const LEGAL_NS = 'help-legal';

export const registerTexts = () =>
  registerNamespace(NS, {
    en: () => import('./en').then((m) => m.default),
    vn: () => import('./vn').then((m) => m.default),
    th: () => import('./th').then((m) => m.default),
    id: () => import('./id').then((m) => m.default),
  });

export const registerLegalTexts = () =>
  registerNamespace(LEGAL_NS, {
    en: () => import('../features/legal/texts/en').then((m) => m.default),
    vn: () => import('../features/legal/texts/vn').then((m) => m.default),
    th: () => import('../features/legal/texts/th').then((m) => m.default),
    id: () => import('../features/legal/texts/id').then((m) => m.default),
  });

/** Every namespace the routed app (/tou, /privacy, /embed) needs before it renders. */
export const registerAppTexts = () =>
  Promise.all([registerTexts(), registerLegalTexts()]).then(() => undefined);

export const useTexts = () => usePortalTranslation(NS);
export const useLegalTexts = () => usePortalTranslation(LEGAL_NS);
