import { YEARLESS_DATE_PATTERN, type LanguageCode } from '@portal/contracts';
import { INTL_LOCALE } from '@portal/format';

/** British English puts the day first, as the other languages do: '12 April'. */
const LOCALE: Record<LanguageCode, string> = { ...INTL_LOCALE, en: 'en-GB' };

/**
 * A public birth date as people read it: '12 April' (the owner shows day and month) or
 * '12 April 1996' (the full date). The API sends `--MM-DD` or `YYYY-MM-DD`.
 */
export function birthDateText(birthDate: string, language: LanguageCode): string {
  const yearless = YEARLESS_DATE_PATTERN.test(birthDate);
  const [year, month, day] = (yearless ? `2000${birthDate.slice(1)}` : birthDate).split('-').map(Number);
  // 2000 is a leap year, so a 29 February birthday without its year stays a valid date.
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'long',
    ...(yearless ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}
