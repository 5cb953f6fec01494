import { HTML_LANG, languageOptions, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('takes the lang query parameter when supported', () => {
    expect(resolveLanguage({ queryLang: 'vn', regionCode: 'US' })).toBe('vn');
    expect(resolveLanguage({ queryLang: 'th', regionCode: 'VN' })).toBe('th');
    expect(resolveLanguage({ queryLang: 'ID', regionCode: null })).toBe('id');
  });

  it('falls back to the region code in lower case', () => {
    expect(resolveLanguage({ queryLang: null, regionCode: 'VN' })).toBe('vn');
    expect(resolveLanguage({ queryLang: 'fr', regionCode: 'TH' })).toBe('th');
    expect(resolveLanguage({ queryLang: null, regionCode: 'ID' })).toBe('id');
  });

  it("ends at 'en' when neither is supported", () => {
    expect(resolveLanguage({ queryLang: 'fr', regionCode: 'US' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });
});

describe('languageOptions', () => {
  it('offers the four portal languages with SVG flags', () => {
    expect(languageOptions.map(({ languageCode, name }) => ({ languageCode, name }))).toEqual([
      { languageCode: 'en', name: 'EN - English' },
      { languageCode: 'vn', name: 'VN - Vietnamese' },
      { languageCode: 'th', name: 'TH - Thai' },
      { languageCode: 'id', name: 'ID - Indonesian' },
    ]);
    for (const option of languageOptions) expect(option.flag).toMatch(/^data:image\/svg\+xml,/);
  });

  it("maps each language to its BCP-47 tag for <html lang> (vn is 'vi')", () => {
    expect(HTML_LANG).toEqual({ en: 'en', vn: 'vi', th: 'th', id: 'id' });
  });
});
