import type { LanguageCode } from '@portal/contracts';
import { INTL_LOCALE } from './locale';
import { formatCount } from './number';

const LANGUAGES = Object.keys(INTL_LOCALE) as LanguageCode[];

describe('formatCount', () => {
  it.each(LANGUAGES)('groups thousands in %s as Intl does', (language) => {
    for (const count of [0, 7, 999, 1000, 12345, 1234567, 9007199254740991, -4200]) {
      expect(formatCount(count, language)).toBe(new Intl.NumberFormat(INTL_LOCALE[language]).format(count));
    }
  });

  it('refuses a fraction', () => {
    expect(() => formatCount(1.5, 'en')).toThrow(RangeError);
  });
});
