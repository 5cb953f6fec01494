import { currentCampaignLanguage, CAMPAIGN_HTML_LANG } from '@portal/campaign';

export const locale = () => CAMPAIGN_HTML_LANG[currentCampaignLanguage()];

/** A date (unix seconds) in the campaign language, as the raffle and gacha show them. */
export const longDate = (unixSeconds: number) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'UTC' }).format(unixSeconds * 1000);
