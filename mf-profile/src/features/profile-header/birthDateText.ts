import { YEARLESS_DATE_PATTERN, type LanguageCode } from '@portal/contracts';
import { calendarYear, monthName } from '@portal/format/date';

/**
 * A public birth date as people read it: '12 April' (the owner shows day and month) or
 * '12 April 1996' (the full date), day first in every language as British English writes it. The
 * API sends `--MM-DD` or `YYYY-MM-DD`; birthDateText.test.ts holds each language's form to Intl.
 */
export function birthDateText(birthDate: string, language: LanguageCode): string {
  const yearless = YEARLESS_DATE_PATTERN.test(birthDate);
  const [year, month, day] = (yearless ? `0000${birthDate.slice(1)}` : birthDate).split('-').map(Number);
  const dayMonth = `${day} ${monthName(month!, language, 'long')}`;
  if (yearless) return dayMonth;
  if (language === 'vn') return `${dayMonth}, ${year}`;
  return `${dayMonth} ${calendarYear(year!, language)}`;
}
