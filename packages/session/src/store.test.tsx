import { act, render } from '@testing-library/react';
import { player } from './player.fixture';
import * as sessionPackage from './index';
import { isSignedInAtom, tokenAtom, userAtom } from './atoms';
import { useSession, useSessionValue } from './hooks';
import { SESSION_STORE_ID, sessionStore } from './store';

function SignedInLabel({ app }: { app: string }) {
  const isSignedIn = useSessionValue(isSignedInAtom);
  return <p>{`${app}: ${isSignedIn ? 'signed in' : 'visitor'}`}</p>;
}

function Nickname() {
  const { user } = useSession();
  return <p>{user ? user.nickname : 'no user'}</p>;
}

describe('sessionStore', () => {
  // Each render() creates its own React root, like each single-spa mount does.
  const mountApp = (element: React.ReactElement): HTMLElement => render(element).container;

  beforeEach(() => {
    sessionStore.set(tokenAtom, null);
    sessionStore.set(userAtom, null);
  });

  it('updates two separate React roots (two single-spa mounts) from one store', () => {
    const shell = mountApp(<SignedInLabel app="shell" />);
    const wallet = mountApp(<SignedInLabel app="wallet" />);
    expect(shell).toHaveTextContent('shell: visitor');
    expect(wallet).toHaveTextContent('wallet: visitor');

    act(() => sessionStore.set(tokenAtom, 'token-1'));

    expect(shell).toHaveTextContent('shell: signed in');
    expect(wallet).toHaveTextContent('wallet: signed in');
  });

  it('useSession reads the user that another app stored', () => {
    const profile = mountApp(<Nickname />);
    expect(profile).toHaveTextContent('no user');
    act(() => sessionStore.set(userAtom, player));
    expect(profile).toHaveTextContent('Kestrel');
  });

  it('exposes the same store and id through the package entry', () => {
    expect(sessionPackage.sessionStore).toBe(sessionStore);
    expect(sessionPackage.SESSION_STORE_ID).toBe(SESSION_STORE_ID);
    expect(SESSION_STORE_ID).toMatch(/\S{8,}/);
  });

  it('gives a second, separately loaded copy a different id (so a duplicate is detectable)', () => {
    let isolatedId = '';
    jest.isolateModules(() => {
      isolatedId = (jest.requireActual('./store') as typeof import('./store')).SESSION_STORE_ID;
    });
    expect(isolatedId).not.toBe(SESSION_STORE_ID);
  });
});
