import { HTML_LANG, languageOptions, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('takes the lang query parameter when supported', () => {
    expect(resolveLanguage({ queryLang: 'vn', regionCode: 'US' })).toBe('vn');
  });

  it('falls back to the region code in lower case', () => {
    expect(resolveLanguage({ queryLang: null, regionCode: 'VN' })).toBe('vn');
    expect(resolveLanguage({ queryLang: 'th', regionCode: 'VN' })).toBe('vn');
  });

  it("ends at 'en' when neither is supported", () => {
    expect(resolveLanguage({ queryLang: 'id', regionCode: 'TH' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });
});

describe('languageOptions', () => {
  it("offers 'EN - English' and 'VN - Vietnamese' with SVG flags", () => {
    expect(languageOptions.map(({ languageCode, name }) => ({ languageCode, name }))).toEqual([
      { languageCode: 'en', name: 'EN - English' },
      { languageCode: 'vn', name: 'VN - Vietnamese' },
    ]);
    for (const option of languageOptions) expect(option.flag).toMatch(/^data:image\/svg\+xml,/);
  });

  it("maps vn to the BCP-47 tag 'vi' for <html lang>", () => {
    expect(HTML_LANG).toEqual({ en: 'en', vn: 'vi' });
  });
});
