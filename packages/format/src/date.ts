import type { DateTime } from 'luxon';
import type { LanguageCode } from '@portal/contracts';
import { monthName } from './months';

export { monthName, type MonthWidth } from './months';

/** The date shapes the spec names: activity cards, expiration list, announcement, legal pages. */
export type DatePattern = 'DD MMM, YYYY' | 'MMM Do YYYY' | 'DD MMM YYYY' | 'MMMM Do, YYYY';

export interface FormatDateOptions {
  /** Portal language: month names in it (`vn` Vietnamese, `th` Thai, `id` Indonesian). Defaults to `en`. */
  language?: LanguageCode;
}

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

/** A calendar day in UTC. */
interface UtcDay {
  day: number;
  month: number;
  year: number;
}

/**
 * Unix seconds (as the API sends them) or a luxon DateTime, always as UTC. Plain Date arithmetic
 * does the formatting: luxon (~21 KB brotli) stays out of the pages that show a date, and a
 * caller holding a DateTime passes it in without this module loading luxon.
 */
function toUtcDay(value: number | DateTime): UtcDay {
  let millis: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a unix timestamp: ${value}`);
    millis = value * 1000;
  } else {
    if (!value.isValid) throw new RangeError(`Invalid DateTime: ${value.invalidExplanation ?? 'unknown'}`);
    millis = value.toMillis();
  }
  const date = new Date(millis);
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}

const twoDigits = (day: number) => String(day).padStart(2, '0');

/**
 * Formats a date in UTC with one of the spec's patterns.
 * Ordinal suffixes are English; the other languages have none and put the day first ('1 thg 1 2020').
 */
export function formatDate(
  value: number | DateTime,
  pattern: DatePattern,
  options: FormatDateOptions = {},
): string {
  const language = options.language ?? 'en';
  const { day, month, year } = toUtcDay(value);
  const named = (width: 'short' | 'long') => monthName(month, language, width);
  const ordinalDay = `${day}${ordinalSuffix(day)}`;
  switch (pattern) {
    case 'DD MMM, YYYY':
      return `${twoDigits(day)} ${named('short')}, ${year}`;
    case 'DD MMM YYYY':
      return `${twoDigits(day)} ${named('short')} ${year}`;
    case 'MMM Do YYYY':
      return language === 'en'
        ? `${named('short')} ${ordinalDay} ${year}`
        : `${day} ${named('short')} ${year}`;
    case 'MMMM Do, YYYY':
      return language === 'en'
        ? `${named('long')} ${ordinalDay}, ${year}`
        : `${day} ${named('long')}, ${year}`;
  }
}

/** Intl's `dateStyle`: 'long' writes the month's name ('January 3, 2026'), 'medium' its short one. */
export type DateStyle = 'long' | 'medium';

const BUDDHIST_ERA_OFFSET = 543;

/** A year as a language writes it in a date: Thai counts from the Buddhist era (2026 → 2569). */
export const calendarYear = (year: number, language: LanguageCode): number =>
  language === 'th' ? year + BUDDHIST_ERA_OFFSET : year;

/**
 * A date in UTC as Intl's `dateStyle` writes it in each language (date.test.ts holds every month
 * of every language to Intl): 'January 3, 2026', '3 Januari 2026', '3 มกราคม 2569' (Thai years
 * in the Buddhist era), '3 tháng 1, 2026'. Built from the month table, so a page that shows a
 * date loads no locale data in its first render.
 */
export function formatDateStyle(value: number | DateTime, style: DateStyle, language: LanguageCode): string {
  const { day, month, year } = toUtcDay(value);
  const monthText = monthName(month, language, style === 'long' ? 'long' : 'short');
  switch (language) {
    case 'en':
      return `${monthText} ${day}, ${year}`;
    case 'vn':
      return `${day} ${monthText}, ${year}`;
    case 'th':
      return `${day} ${monthText} ${calendarYear(year, language)}`;
    case 'id':
      return `${day} ${monthText} ${year}`;
  }
}
