/**
 * Campaign pages speak four languages (001 §1) while the portal stays en/vn: the kit keeps its own
 * language, stored apart from the portal's, and starts from the portal's when none was chosen.
 */
import { CAMPAIGN_LANGUAGES, type CampaignLanguage } from '@portal/contracts';

export { CAMPAIGN_LANGUAGES, type CampaignLanguage };

export const DEFAULT_CAMPAIGN_LANGUAGE: CampaignLanguage = 'en';

/** Where the player's choice from the change-language dialog is kept. */
export const CAMPAIGN_LANGUAGE_STORAGE_KEY = 'portal.campaign.language';

/** `<html lang>` values (BCP 47): the product code `vn` is Vietnamese, `vi`. */
export const CAMPAIGN_HTML_LANG: Record<CampaignLanguage, string> = {
  en: 'en',
  id: 'id',
  th: 'th',
  vn: 'vi',
};

/** Each language named in itself, as the picker lists them. */
export const CAMPAIGN_LANGUAGE_NAMES: Record<CampaignLanguage, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  th: 'ภาษาไทย',
  vn: 'Tiếng Việt',
};

export const isCampaignLanguage = (value: unknown): value is CampaignLanguage =>
  typeof value === 'string' && (CAMPAIGN_LANGUAGES as readonly string[]).includes(value);

/** The stored choice, else the portal's language, else English. */
export function resolveCampaignLanguage(
  stored: string | null,
  portalLanguage: string | null,
): CampaignLanguage {
  if (isCampaignLanguage(stored)) return stored;
  if (isCampaignLanguage(portalLanguage)) return portalLanguage;
  return DEFAULT_CAMPAIGN_LANGUAGE;
}
