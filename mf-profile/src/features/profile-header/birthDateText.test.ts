import { INTL_LOCALE } from '@portal/format';
import type { LanguageCode } from '@portal/contracts';
import { birthDateText } from './birthDateText';

const LANGUAGES = Object.keys(INTL_LOCALE) as LanguageCode[];
/** British English puts the day first, as the other languages do. */
const locale = (language: LanguageCode) => (language === 'en' ? 'en-GB' : INTL_LOCALE[language]);
const intl = (language: LanguageCode, date: Date, withYear: boolean) =>
  new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
const pad = (value: number) => String(value).padStart(2, '0');

describe('birthDateText', () => {
  it.each(LANGUAGES)('writes every month of a full date in %s as Intl does', (language) => {
    for (let month = 1; month <= 12; month += 1) {
      const day = month + 9;
      const date = new Date(Date.UTC(1996, month - 1, day));
      expect(birthDateText(`1996-${pad(month)}-${pad(day)}`, language)).toBe(intl(language, date, true));
    }
  });

  it.each(LANGUAGES)('writes every month of a day and month in %s as Intl does', (language) => {
    for (let month = 1; month <= 12; month += 1) {
      const date = new Date(Date.UTC(2000, month - 1, 1));
      expect(birthDateText(`--${pad(month)}-01`, language)).toBe(intl(language, date, false));
    }
  });

  it('reads a yearless 29 February and writes Thai years in the Buddhist era', () => {
    expect(birthDateText('--02-29', 'en')).toBe('29 February');
    expect(birthDateText('2004-02-29', 'th')).toBe('29 กุมภาพันธ์ 2547');
    expect(birthDateText('1996-04-12', 'vn')).toBe('12 tháng 4, 1996');
  });
});
