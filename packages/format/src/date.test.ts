import { DateTime } from 'luxon';
import type { LanguageCode } from '@portal/contracts';
import { formatDate, formatDateStyle, ordinalSuffix, type DateStyle } from './date';
import { INTL_LOCALE } from './locale';

// 2020-01-01T00:00:00Z
const NEW_YEAR_2020 = 1577836800;

describe('formatDate', () => {
  it("formats 'MMM Do YYYY' like 'Jan 1st 2020'", () => {
    expect(formatDate(NEW_YEAR_2020, 'MMM Do YYYY')).toBe('Jan 1st 2020');
  });

  it("formats 'DD MMM, YYYY' for 'Playing since'", () => {
    expect(formatDate(NEW_YEAR_2020, 'DD MMM, YYYY')).toBe('01 Jan, 2020');
  });

  it("formats 'DD MMM YYYY' for the announcement", () => {
    expect(formatDate(NEW_YEAR_2020, 'DD MMM YYYY')).toBe('01 Jan 2020');
  });

  it("shows the terms date as 'January 1st, 2020'", () => {
    expect(formatDate(NEW_YEAR_2020, 'MMMM Do, YYYY')).toBe('January 1st, 2020');
  });

  it('stays in UTC: one second before midnight UTC is still the previous day', () => {
    expect(formatDate(NEW_YEAR_2020 - 1, 'DD MMM YYYY')).toBe('31 Dec 2019');
  });

  it('converts a zoned DateTime to UTC before formatting', () => {
    const jakartaMorning = DateTime.fromISO('2020-01-02T05:00:00', { zone: 'Asia/Jakarta' });
    expect(formatDate(jakartaMorning, 'MMM Do YYYY')).toBe('Jan 1st 2020');
  });

  it.each([
    ['2020-03-02', 'Mar 2nd 2020'],
    ['2020-03-03', 'Mar 3rd 2020'],
    ['2020-03-11', 'Mar 11th 2020'],
    ['2020-03-12', 'Mar 12th 2020'],
    ['2020-03-13', 'Mar 13th 2020'],
    ['2020-03-21', 'Mar 21st 2020'],
    ['2020-03-22', 'Mar 22nd 2020'],
    ['2020-03-23', 'Mar 23rd 2020'],
    ['2020-03-31', 'Mar 31st 2020'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatDate(DateTime.fromISO(iso, { zone: 'utc' }), 'MMM Do YYYY')).toBe(expected);
  });

  it('uses Vietnamese month names for vn, day first and without English ordinals', () => {
    expect(formatDate(NEW_YEAR_2020, 'DD MMM YYYY', { language: 'vn' })).toBe('01 thg 1 2020');
    expect(formatDate(NEW_YEAR_2020, 'MMM Do YYYY', { language: 'vn' })).toBe('1 thg 1 2020');
    expect(formatDate(NEW_YEAR_2020, 'MMMM Do, YYYY', { language: 'vn' })).toBe('1 tháng 1, 2020');
  });

  it('rejects values that are not timestamps', () => {
    expect(() => formatDate(Number.NaN, 'DD MMM YYYY')).toThrow(RangeError);
    expect(() => formatDate(DateTime.invalid('broken'), 'DD MMM YYYY')).toThrow(RangeError);
  });
});

describe('formatDateStyle', () => {
  const languages = Object.keys(INTL_LOCALE) as LanguageCode[];
  const styles: DateStyle[] = ['long', 'medium'];
  const intl = (unixSeconds: number, style: DateStyle, language: LanguageCode) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: style, timeZone: 'UTC' }).format(
      unixSeconds * 1000,
    );

  it.each(languages.flatMap((language) => styles.map((style) => [language, style] as const)))(
    'writes every month in %s (%s) as Intl does',
    (language, style) => {
      for (let month = 0; month < 12; month += 1) {
        const unixSeconds = Date.UTC(2026, month, month + 3) / 1000;
        expect(formatDateStyle(unixSeconds, style, language)).toBe(intl(unixSeconds, style, language));
      }
    },
  );

  it('reads the day in UTC and writes Thai years in the Buddhist era', () => {
    expect(formatDateStyle(NEW_YEAR_2020 - 1, 'long', 'en')).toBe('December 31, 2019');
    expect(formatDateStyle(NEW_YEAR_2020, 'long', 'th')).toBe('1 มกราคม 2563');
  });
});

describe('ordinalSuffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [101, 'st'],
    [111, 'th'],
    [112, 'th'],
  ])('%i → %s', (day, suffix) => {
    expect(ordinalSuffix(day)).toBe(suffix);
  });
});
