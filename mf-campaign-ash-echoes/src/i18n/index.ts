import { registerCampaignTexts, registerKitTexts, useCampaignTranslation } from '@portal/campaign';

/** The landing's texts, in the four campaign languages (001 §1). */
export const NS = 'ashEchoes';
/** The legal pages' texts: a namespace of their own, loaded only where a legal page shows. */
export const LEGAL_NS = 'ashEchoesLegal';

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

export const registerLegalTexts = () =>
  registerCampaignTexts(LEGAL_NS, {
    en: () => import('./legal/en'),
    id: () => import('./legal/id'),
    th: () => import('./legal/th'),
    vn: () => import('./legal/vn'),
  });

export const useTexts = () => useCampaignTranslation(NS);
export const useLegalTexts = () => useCampaignTranslation(LEGAL_NS);
