import { readSessionCookies, sessionStore, webviewAtom } from '@portal/session';
import { applyWebviewMode, webviewAwarePath } from './webviewMode';

const clearCookies = () => {
  document.cookie = 'portal_webview=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

describe('webview mode in the browser', () => {
  beforeEach(() => {
    clearCookies();
    sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
  });

  it('starts from ?webview=<product code> and keeps it in the webview cookie', () => {
    expect(applyWebviewMode('?webview=ash_echoes', null)).toMatchObject({
      isWebview: true,
      productCode: 'ash_echoes',
    });
    expect(readSessionCookies().webviewProductCode).toBe('ash_echoes');
    expect(sessionStore.get(webviewAtom)).toEqual({ isWebview: true, productCode: 'ash_echoes' });
  });

  it('stays a webview on the next page through the cookie, and leaves with ?webview=0', () => {
    applyWebviewMode('?webview=crazy_ones', null);
    expect(applyWebviewMode('', null).productCode).toBe('crazy_ones');
    expect(applyWebviewMode('?webview=0', null).isWebview).toBe(false);
    expect(readSessionCookies().webviewProductCode).toBeNull();
    expect(sessionStore.get(webviewAtom).isWebview).toBe(false);
  });

  it('believes the access trace when nothing else says so', () => {
    expect(applyWebviewMode('', true)).toMatchObject({ isWebview: true, productCode: null });
    expect(applyWebviewMode('', false).isWebview).toBe(false);
  });

  it('sends Transfer to the webview transfer page inside a webview only', () => {
    expect(webviewAwarePath('/transfer', true)).toBe('/transfer-webview');
    expect(webviewAwarePath('/transfer?amount=10', true)).toBe('/transfer-webview?amount=10');
    expect(webviewAwarePath('/transfer', false)).toBe('/transfer');
    expect(webviewAwarePath('/games', true)).toBe('/games');
  });
});
