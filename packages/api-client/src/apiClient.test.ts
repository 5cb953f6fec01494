/**
 * @jest-environment jsdom
 */
import { CSRF_COOKIE, CSRF_HEADER, PRODUCT_CODE_HEADER } from '@portal/contracts';
import {
  apiBaseUrlAtom,
  embedSessionEndedAtom,
  sessionStore,
  tokenAtom,
  userAtom,
  webviewAtom,
} from '@portal/session';
import { authUserFixture } from '@portal/contracts/testing';
import { apiClient } from './apiClient';

/** A fetch answer with the envelope (jsdom has no Response). */
const answer = (data: unknown) =>
  ({
    status: 200,
    ok: true,
    statusText: 'OK',
    text: async () => JSON.stringify({ success: true, data }),
  }) as Response;

describe('apiClient (default singleton)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    sessionStore.set(tokenAtom, null);
    sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
    sessionStore.set(apiBaseUrlAtom, null);
    sessionStore.set(userAtom, null);
    sessionStore.set(embedSessionEndedAtom, false);
  });

  it('reads the token and webview mode from the shared session store at call time', async () => {
    const seen: Headers[] = [];
    globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return answer(1);
    }) as typeof globalThis.fetch;

    sessionStore.set(tokenAtom, 'from-embed');
    sessionStore.set(webviewAtom, { isWebview: true, productCode: 'crazy_ones' });
    await expect(apiClient.get('/vip/progress')).resolves.toBe(1);

    expect(seen[0]?.get('Authorization')).toBe('Bearer from-embed');
    expect(seen[0]?.get(PRODUCT_CODE_HEADER)).toBe('crazy_ones');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/vip/progress', expect.anything());
  });

  it('sends same-origin changes with the session cookie and the CSRF header, no Authorization', async () => {
    const calls: RequestInit[] = [];
    globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return answer(1);
    }) as typeof globalThis.fetch;
    document.cookie = `${CSRF_COOKIE}=csrf-from-the-api-0123; Path=/`;

    await apiClient.post('/private/transfers', { body: { amount: 1 } });
    await apiClient.get('/private/auth/me');

    const [change, read] = calls.map((init) => new Headers(init.headers));
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(change?.get(CSRF_HEADER)).toBe('csrf-from-the-api-0123');
    expect(change?.has('Authorization')).toBe(false);
    expect(read?.has(CSRF_HEADER)).toBe(false);
  });

  it("sends an embed's calls to the portal's API origin set at mount, with its token and no CSRF header", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return answer(1);
    }) as typeof globalThis.fetch;
    document.cookie = `${CSRF_COOKIE}=a-studio-cookie-0123; Path=/`;

    sessionStore.set(apiBaseUrlAtom, 'https://portal.example/api');
    sessionStore.set(tokenAtom, 'embed-token');
    await apiClient.post('/public/feedback', { body: { page: 'other' } });

    expect(calls[0]?.url).toBe('https://portal.example/api/public/feedback');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer embed-token');
    expect(headers.has(CSRF_HEADER)).toBe(false);
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it("drops an embed's token and player the API refused, so every widget on the studio's page is signed out and says why", async () => {
    globalThis.fetch = jest.fn(async () => ({
      status: 401,
      ok: false,
      statusText: 'Unauthorized',
      text: async () =>
        JSON.stringify({ success: false, errors: [{ code: 'UNAUTHORIZED', message: 'Please sign in' }] }),
    })) as unknown as typeof globalThis.fetch;
    sessionStore.set(apiBaseUrlAtom, 'https://portal.example/api');
    sessionStore.set(tokenAtom, 'revoked-token');
    sessionStore.set(userAtom, authUserFixture());
    await expect(apiClient.get('/private/auth/me')).rejects.toThrow('Please sign in');
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(embedSessionEndedAtom)).toBe(true);
  });
});
