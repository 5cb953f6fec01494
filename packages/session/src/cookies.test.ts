import { CSRF_COOKIE, TOKEN_COOKIE, USER_ID_COOKIE, WEBVIEW_COOKIE } from '@portal/contracts';
import { isSignedInAtom, tokenAtom, userAtom, userIdAtom, webviewAtom } from './atoms';
import {
  clearSessionCookies,
  csrfToken,
  endSession,
  hydrateSessionFromCookies,
  parseCookies,
  readSessionCookies,
  serializeCookie,
  startBearerSession,
  startSession,
  writeSessionCookies,
} from './cookies';
import { player } from './player.fixture';
import { sessionStore } from './store';

function expireAllCookies() {
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; Path=/; Expires=${new Date(0).toUTCString()}`;
  }
}

describe('session cookies', () => {
  beforeEach(() => {
    expireAllCookies();
    sessionStore.set(tokenAtom, null);
    sessionStore.set(userIdAtom, null);
    sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
  });

  it('writes the readable user id, never the token (the API sets it HttpOnly)', () => {
    writeSessionCookies({ token: 'abc.def', userId: 42 });
    expect(readSessionCookies()).toEqual({ token: null, userId: '42', webviewProductCode: null });
    expect(document.cookie).not.toContain('abc.def');
  });

  it('clears both cookies', () => {
    writeSessionCookies({ token: 'abc', userId: '1' });
    clearSessionCookies();
    expect(readSessionCookies()).toEqual({ token: null, userId: null, webviewProductCode: null });
  });

  it('serialises with a 90-day expiry, SameSite=Lax, the storage domain and Secure', () => {
    const now = Date.UTC(2024, 0, 1);
    jest.useFakeTimers({ now });
    const spy = jest.spyOn(document, 'cookie', 'set');
    writeSessionCookies({ token: 't', userId: 'u', domain: '.portal.test', secure: true });
    const expires = new Date(now + 90 * 24 * 60 * 60 * 1000).toUTCString();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(
      `${USER_ID_COOKIE}=u; Path=/; Expires=${expires}; SameSite=Lax; Domain=.portal.test; Secure`,
    );
    spy.mockRestore();
    jest.useRealTimers();
  });

  it('leaves Secure off on plain http (the jsdom page is http://localhost)', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    writeSessionCookies({ token: 't', userId: 'u' });
    expect(spy.mock.calls[0]?.[0]).not.toContain('Secure');
    spy.mockRestore();
  });

  it('encodes values so separators survive', () => {
    const cookie = serializeCookie('n', 'a;b=c', { expires: new Date(0), secure: false });
    expect(cookie.startsWith('n=a%3Bb%3Dc;')).toBe(true);
    expect(parseCookies('n=a%3Bb%3Dc; other=1').get('n')).toBe('a;b=c');
  });

  it('reads a server Cookie header too', () => {
    expect(readSessionCookies(`${TOKEN_COOKIE}=srv; ${WEBVIEW_COOKIE}=AE`)).toEqual({
      token: 'srv',
      userId: null,
      webviewProductCode: 'AE',
    });
  });

  it('hydrates the store from cookies, including webview mode; a script-visible token is not taken', () => {
    document.cookie = `${TOKEN_COOKIE}=tok; Path=/`;
    document.cookie = `${USER_ID_COOKIE}=9; Path=/`;
    document.cookie = `${WEBVIEW_COOKIE}=ash_echoes; Path=/`;
    hydrateSessionFromCookies();
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(userIdAtom)).toBe('9');
    expect(sessionStore.get(isSignedInAtom)).toBe(true);
    expect(sessionStore.get(webviewAtom)).toEqual({ isWebview: true, productCode: 'ash_echoes' });
  });

  it('startSession and endSession keep the user id cookie and the store in step', () => {
    startSession({ token: 'new', userId: 5 });
    expect(readSessionCookies()).toEqual({ token: null, userId: '5', webviewProductCode: null });
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(isSignedInAtom)).toBe(true);

    sessionStore.set(userAtom, player);
    endSession();
    expect(readSessionCookies().userId).toBeNull();
    expect(sessionStore.get(isSignedInAtom)).toBe(false);
    expect(sessionStore.get(userAtom)).toBeNull();
  });

  it("keeps an embed's bearer token in memory only", () => {
    startBearerSession('embed-token-0123456789abcdef', 7);
    expect(sessionStore.get(tokenAtom)).toBe('embed-token-0123456789abcdef');
    expect(sessionStore.get(isSignedInAtom)).toBe(true);
    expect(document.cookie).not.toContain('embed-token');
  });

  it('echoes the CSRF cookie the API set, or mints one when there is none', () => {
    document.cookie = `${CSRF_COOKIE}=from-the-api-0123456789; Path=/`;
    expect(csrfToken()).toBe('from-the-api-0123456789');
    document.cookie = `${CSRF_COOKIE}=; Path=/; Expires=${new Date(0).toUTCString()}`;
    const minted = csrfToken();
    expect(minted).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(parseCookies(document.cookie).get(CSRF_COOKIE)).toBe(minted);
    expect(csrfToken()).toBe(minted);
  });
});
