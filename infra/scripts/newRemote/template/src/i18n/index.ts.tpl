import { registerCampaignTexts, registerKitTexts, useCampaignTranslation } from '@portal/campaign';
import { catalogue } from './catalogue';

/** The landing's texts, in the four campaign languages; the kit reads `pointsName` here. */
export const NS = catalogue.namespace;

export const registerTexts = async () => {
  await Promise.all([registerKitTexts(), registerCampaignTexts(NS, catalogue.loaders)]);
};

export const useTexts = () => useCampaignTranslation(NS);
