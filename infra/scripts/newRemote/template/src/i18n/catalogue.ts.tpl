import type { ExposedCampaignTexts } from '@portal/i18n';

/**
 * The campaign's catalogue in the four campaign languages, exposed as `./texts` too: the portal's
 * pages that list this campaign's content (e.g. /quest) read it in the page's language.
 * Imports nothing, so loading it from another app costs only the texts.
 */
export const catalogue = {
  namespace: '__NAMESPACE__',
  loaders: {
    en: () => import('./texts/en'),
    id: () => import('./texts/id'),
    th: () => import('./texts/th'),
    vn: () => import('./texts/vn'),
  },
} satisfies ExposedCampaignTexts;
