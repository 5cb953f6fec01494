import { getDataLayer } from '@portal/analytics';
import { initI18n } from '@portal/i18n';
import { chooseLanguage, urlWithLanguage } from './chooseLanguage';
import { LANGUAGE_COOKIE } from '@portal/contracts';
import { knowsLanguageWithoutRegion, readStoredLanguage, resolveStartLanguage } from './startLanguage';

describe('language resolution', () => {
  it.each([
    [{ queryLang: 'vn', storedLang: 'en', regionCode: 'EN' }, 'vn'],
    [{ queryLang: 'VN', storedLang: null, regionCode: null }, 'vn'],
    [{ queryLang: null, storedLang: null, regionCode: 'VN' }, 'vn'],
    [{ queryLang: null, storedLang: null, regionCode: 'US' }, 'en'],
    [{ queryLang: null, storedLang: null, regionCode: null }, 'en'],
    [{ queryLang: 'fr', storedLang: null, regionCode: 'VN' }, 'vn'],
    [{ queryLang: null, storedLang: 'vn', regionCode: 'EN' }, 'vn'],
    [{ queryLang: null, storedLang: 'en', regionCode: 'VN' }, 'en'],
  ])('%j → %s', (input, expected) => {
    expect(resolveStartLanguage(input)).toBe(expected);
  });

  it('needs the region only when neither the query nor a stored choice decides', () => {
    expect(knowsLanguageWithoutRegion({ queryLang: 'en', storedLang: null })).toBe(true);
    expect(knowsLanguageWithoutRegion({ queryLang: null, storedLang: 'vn' })).toBe(true);
    expect(knowsLanguageWithoutRegion({ queryLang: 'xx', storedLang: null })).toBe(false);
  });
});

describe('choosing a language', () => {
  beforeEach(async () => {
    await initI18n('en');
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    document.cookie = `${LANGUAGE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('reloads with lang in the query, remembers it and tracks language_change', () => {
    window.history.pushState(null, '', '/games?status=beta');
    const reload = jest.fn();
    chooseLanguage('vn', reload);
    expect(reload).toHaveBeenCalledWith('http://localhost/games?status=beta&lang=vn');
    expect(readStoredLanguage()).toBe('vn');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=vn`);
    expect(getDataLayer()).toEqual([{ event: 'language_change', from: 'en', to: 'vn' }]);
  });

  it('does nothing for the language already active', () => {
    const reload = jest.fn();
    chooseLanguage('en', reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('replaces an earlier lang', () => {
    expect(urlWithLanguage('https://portal.test/?lang=en#top', 'vn')).toBe(
      'https://portal.test/?lang=vn#top',
    );
  });
});
