import { DateTime } from 'luxon';
import type { LanguageCode } from '@portal/contracts';

/** The date shapes the spec names: activity cards, expiration list, announcement, legal pages. */
export type DatePattern = 'DD MMM, YYYY' | 'MMM Do YYYY' | 'DD MMM YYYY' | 'MMMM Do, YYYY';

export interface FormatDateOptions {
  /** Portal language; `vn` gives Vietnamese month names. Defaults to `en`. */
  language?: LanguageCode;
}

/** luxon locale for each portal language (`vn` is the portal's code, `vi` the BCP-47 one). */
const LUXON_LOCALE: Record<LanguageCode, string> = { en: 'en-US', vn: 'vi' };

/** English ordinal suffix: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd. */
export function ordinalSuffix(day: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = Math.abs(day) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (lastTwo % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** Unix seconds (as the API sends them) or a luxon DateTime, always as UTC. */
export function toUtcDateTime(value: number | DateTime): DateTime {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a unix timestamp: ${value}`);
    return DateTime.fromSeconds(value, { zone: 'utc' });
  }
  if (!value.isValid) throw new RangeError(`Invalid DateTime: ${value.invalidExplanation ?? 'unknown'}`);
  return value.toUTC();
}

/**
 * Formats a date in UTC with one of the spec's patterns.
 * Ordinal suffixes are English; Vietnamese has none and puts the day first ('1 thg 1 2020').
 */
export function formatDate(
  value: number | DateTime,
  pattern: DatePattern,
  options: FormatDateOptions = {},
): string {
  const language = options.language ?? 'en';
  const date = toUtcDateTime(value).setLocale(LUXON_LOCALE[language]);
  const ordinalDay = `${date.day}${ordinalSuffix(date.day)}`;
  switch (pattern) {
    case 'DD MMM, YYYY':
      return date.toFormat('dd MMM, yyyy');
    case 'DD MMM YYYY':
      return date.toFormat('dd MMM yyyy');
    case 'MMM Do YYYY':
      return language === 'en'
        ? `${date.toFormat('MMM')} ${ordinalDay} ${date.year}`
        : date.toFormat('d MMM yyyy');
    case 'MMMM Do, YYYY':
      return language === 'en'
        ? `${date.toFormat('MMMM')} ${ordinalDay}, ${date.year}`
        : date.toFormat('d MMMM, yyyy');
  }
}
