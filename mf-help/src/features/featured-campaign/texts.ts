import { registerCampaignTexts, registerKitTexts, useCampaignTranslation } from '@portal/campaign';

/** The publisher's campaign pages speak the four campaign languages (001 §1) through the kit's instance. */
export const FEATURED_NS = 'helpCampaign';

export const registerFeaturedTexts = () =>
  Promise.all([
    registerKitTexts(),
    registerCampaignTexts(FEATURED_NS, {
      en: () => import('./texts/en'),
      id: () => import('./texts/id'),
      th: () => import('./texts/th'),
      vn: () => import('./texts/vn'),
    }),
  ]).then(() => undefined);

export const useFeaturedTexts = () => useCampaignTranslation(FEATURED_NS);
