import { registerNamespace, usePortalTranslation } from '@portal/i18n';

export const NS = 'auth';

export const registerTexts = () =>
  registerNamespace(NS, {
    en: () => import('./en').then((m) => m.default),
    vn: () => import('./vn').then((m) => m.default),
    th: () => import('./th').then((m) => m.default),
    id: () => import('./id').then((m) => m.default),
  });

export const useTexts = () => usePortalTranslation(NS);
