import { formatDate } from './date';
import { INTL_LOCALE, numberSeparators } from './locale';

const NEW_YEAR_2020 = 1577836800;

describe('per-language formatting', () => {
  it('has an Intl locale for each portal language', () => {
    expect(INTL_LOCALE).toEqual({ en: 'en-US', vn: 'vi-VN', th: 'th-TH', id: 'id-ID' });
  });

  it('groups thousands and marks decimals as each language writes them', () => {
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators('th')).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators('vn')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('id')).toEqual({ group: '.', decimal: ',' });
  });

  it.each(Object.entries(INTL_LOCALE))(
    'writes %s numbers with the marks Intl uses for %s',
    (language, locale) => {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
      expect(numberSeparators(language as keyof typeof INTL_LOCALE)).toEqual({
        group: parts.find((part) => part.type === 'group')?.value,
        decimal: parts.find((part) => part.type === 'decimal')?.value,
      });
    },
  );

  it('writes Thai and Indonesian month names, day first', () => {
    expect(formatDate(NEW_YEAR_2020, 'MMMM Do, YYYY', { language: 'th' })).toBe('1 มกราคม, 2020');
    expect(formatDate(NEW_YEAR_2020, 'DD MMM YYYY', { language: 'th' })).toBe('01 ม.ค. 2020');
    expect(formatDate(NEW_YEAR_2020, 'MMM Do YYYY', { language: 'id' })).toBe('1 Jan 2020');
    expect(formatDate(NEW_YEAR_2020, 'MMMM Do, YYYY', { language: 'id' })).toBe('1 Januari, 2020');
  });
});
