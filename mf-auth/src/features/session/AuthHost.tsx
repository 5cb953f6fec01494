import { createContext, useContext, type ReactNode } from 'react';
import type { Destination } from './destination';
import { navigateInPortal } from '@portal/federation';
import { leavePortal } from './navigation';

/** The two modes of the login and register modal (000 §4 "Auth modal mode"). */
export type AuthMode = 'LOGIN' | 'REGISTER';

export interface SignInResult {
  mode: AuthMode;
  userId: number;
  destination: Destination;
}

/** What happens once a player is signed in: the portal navigates; a studio page gets a callback. */
export interface AuthHost {
  onSignedIn(result: SignInResult): void;
}

export const portalHost: AuthHost = {
  onSignedIn: ({ destination }) =>
    destination.kind === 'external' ? leavePortal(destination.url) : navigateInPortal(destination.path),
};

const AuthHostContext = createContext<AuthHost>(portalHost);

export function AuthHostProvider({ host, children }: { host: AuthHost; children: ReactNode }) {
  return <AuthHostContext.Provider value={host}>{children}</AuthHostContext.Provider>;
}

export const useAuthHost = () => useContext(AuthHostContext);
