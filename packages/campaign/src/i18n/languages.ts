/**
 * Campaign pages speak four languages (001 §1), the portal's four: the page has one language, the
 * portal's (see `instance.ts`).
 */
import { CAMPAIGN_LANGUAGES, type CampaignLanguage } from '@portal/contracts';

export { CAMPAIGN_LANGUAGES, type CampaignLanguage };

export const DEFAULT_CAMPAIGN_LANGUAGE: CampaignLanguage = 'en';

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

/** The portal's language when a campaign speaks it, else English. */
export function resolveCampaignLanguage(portalLanguage: string | null): CampaignLanguage {
  return isCampaignLanguage(portalLanguage) ? portalLanguage : DEFAULT_CAMPAIGN_LANGUAGE;
}
