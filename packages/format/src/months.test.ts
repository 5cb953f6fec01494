import type { LanguageCode } from '@portal/contracts';
import { INTL_LOCALE } from './locale';
import { monthName, type MonthWidth } from './months';

const LANGUAGES = Object.keys(INTL_LOCALE) as LanguageCode[];
const WIDTHS: MonthWidth[] = ['short', 'long'];

const intlMonth = (language: LanguageCode, width: MonthWidth, month: number) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: width, timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2020, month - 1, 1)))
    .find((part) => part.type === 'month')?.value;

describe('monthName', () => {
  it.each(LANGUAGES.flatMap((language) => WIDTHS.map((width) => [language, width] as const)))(
    'names every month in %s (%s) as Intl does inside a date',
    (language, width) => {
      for (let month = 1; month <= 12; month += 1) {
        expect(monthName(month, language, width)).toBe(intlMonth(language, width, month));
      }
    },
  );

  it('refuses a month that does not exist', () => {
    expect(() => monthName(13, 'en', 'short')).toThrow(RangeError);
    expect(() => monthName(0, 'th', 'long')).toThrow(RangeError);
  });
});
