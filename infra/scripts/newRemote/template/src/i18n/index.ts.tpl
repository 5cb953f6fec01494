import { registerCampaignTexts, registerKitTexts, useCampaignTranslation } from '@portal/campaign';
import type { ExposedCampaignTexts } from '@portal/i18n';
import * as catalogue from './catalogue';

/**
 * The landing's texts, in the four campaign languages; the kit reads `pointsName` here.
 * The catalogue module is what other apps load as `./texts`: checked here to have that shape.
 */
export const NS = (catalogue satisfies ExposedCampaignTexts).namespace;

export const registerTexts = async () => {
  await Promise.all([registerKitTexts(), registerCampaignTexts(NS, catalogue.loaders)]);
};

export const useTexts = () => useCampaignTranslation(NS);
