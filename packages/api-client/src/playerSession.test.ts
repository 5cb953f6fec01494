/**
 * @jest-environment jsdom
 */
import { USER_ID_COOKIE } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';
import { apiBaseUrlAtom, sessionStore, tokenAtom, userAtom, userIdAtom } from '@portal/session';
import { beginPlayerSession, endPlayerSession } from './playerSession';

/** The API as the portal's client reaches it: `/auth/me` answers the player, logout answers `status`. */
function apiAnswering(logoutStatus = 200) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(`${init.method ?? 'GET'} ${path}`);
    const ok = !path.endsWith('/logout') || logoutStatus === 200;
    const data = path.endsWith('/me') ? authUserFixture() : { revoked: true };
    const body = ok
      ? { success: true, data }
      : { success: false, errors: [{ code: 'DOWN', message: 'down' }] };
    const status = ok ? 200 : logoutStatus;
    const text = JSON.stringify(body);
    // jsdom has no Response class; the client reads status, ok, statusText, headers and text().
    return {
      status,
      ok,
      statusText: String(status),
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

describe('the player session every sign-in ends with', () => {
  beforeEach(() => {
    sessionStore.set(apiBaseUrlAtom, null);
    sessionStore.set(tokenAtom, null);
    sessionStore.set(userIdAtom, null);
    sessionStore.set(userAtom, null);
  });

  it('starts the portal session and loads the player for the header', async () => {
    const calls = apiAnswering();
    await beginPlayerSession({ token: 'token-1', userId: 7 });
    expect(sessionStore.get(userIdAtom)).toBe('7');
    expect(document.cookie).toContain(`${USER_ID_COOKIE}=7`);
    expect(sessionStore.get(userAtom)?.nickname).toBe(authUserFixture().nickname);
    expect(calls).toEqual(['GET /api/private/auth/me']);
  });

  it("keeps a studio page's session in memory only, as a bearer token", async () => {
    apiAnswering();
    sessionStore.set(apiBaseUrlAtom, 'https://portal.example/api');
    document.cookie = `${USER_ID_COOKIE}=; max-age=0; path=/`;
    await beginPlayerSession({ token: 'embed-token', userId: 9 });
    expect(sessionStore.get(tokenAtom)).toBe('embed-token');
    expect(document.cookie).not.toContain(`${USER_ID_COOKIE}=9`);
  });

  it('signs out on this device even when the server cannot revoke the session', async () => {
    const calls = apiAnswering(503);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await beginPlayerSession({ token: 'token-1', userId: 7 });
    await endPlayerSession();
    expect(calls).toContain('POST /api/private/auth/logout');
    expect(sessionStore.get(userIdAtom)).toBeNull();
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      '[session] the session could not be revoked on the server:',
      expect.anything(),
    );
    consoleError.mockRestore();
  });
});
