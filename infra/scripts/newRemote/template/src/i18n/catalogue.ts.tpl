import type { NamespaceLoaders } from '@portal/i18n';

/*
 * The campaign's catalogue in the four campaign languages, exposed as `./texts` too (an
 * `ExposedCampaignTexts`): the portal's pages that list this campaign's content (e.g. /quest) read
 * it in the page's language. Imports nothing, so loading it from another app costs only the texts.
 */
export const namespace = '__NAMESPACE__';

export const loaders = {
  en: () => import('./texts/en'),
  id: () => import('./texts/id'),
  th: () => import('./texts/th'),
  vn: () => import('./texts/vn'),
} satisfies NamespaceLoaders;
