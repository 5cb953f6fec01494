import { registerCampaignTexts, registerKitTexts, useCampaignTranslation } from '@portal/campaign';

/** The landing's texts, in the four campaign languages (001 §1). */
export const NS = 'ashEchoes';

export const registerTexts = async () => {
  await Promise.all([
    registerKitTexts(),
    registerCampaignTexts(NS, {
      en: () => import('./texts/en'),
      id: () => import('./texts/id'),
      th: () => import('./texts/th'),
      vn: () => import('./texts/vn'),
    }),
  ]);
};

export const useTexts = () => useCampaignTranslation(NS);
