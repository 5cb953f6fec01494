import { formatDateStyle, type DateStyle } from '@portal/format/date';
import { currentCampaignLanguage } from './instance';

/**
 * A date (unix seconds, UTC: an event's dates are the same for every player) in the campaign's
 * language: 'long' for launch and raffle dates, 'medium' for the puzzle's days.
 */
export const campaignDate = (unixSeconds: number, style: DateStyle = 'long'): string =>
  formatDateStyle(unixSeconds, style, currentCampaignLanguage());
