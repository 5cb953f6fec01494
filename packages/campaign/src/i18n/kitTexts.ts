import { registerCampaignTexts, useCampaignTranslation } from './instance';

/** The kit's own texts (buttons, states, form labels), in the four campaign languages. */
export const KIT_NAMESPACE = 'campaignKit';

export const registerKitTexts = () =>
  registerCampaignTexts(KIT_NAMESPACE, {
    en: () => import('./texts/en'),
    id: () => import('./texts/id'),
    th: () => import('./texts/th'),
    vn: () => import('./texts/vn'),
  });

export const useKitTexts = () => useCampaignTranslation(KIT_NAMESPACE);
