import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore, tokenAtom } from '@portal/session';
import { signOut } from './signOut';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

describe('Sign Out', () => {
  beforeEach(() => sessionStore.set(tokenAtom, 'token-1'));

  it("signs out through mf-auth's session module", async () => {
    const logout = jest.fn(async () => sessionStore.set(tokenAtom, null));
    loadRemoteMock.mockResolvedValue({ logout });
    await signOut();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_auth/session');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(tokenAtom)).toBeNull();
  });

  it('still signs out on this device when mf-auth cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(new Error('RUNTIME-003'));
    await signOut();
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('remote "mf-auth" unavailable'));
    consoleError.mockRestore();
  });
});
