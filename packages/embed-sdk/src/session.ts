/**
 * The player's portal session on this page: a bearer token in this script's memory only (never in
 * storage, never in a URL), shared by every widget through the portal's one session store.
 */
import type { Portal } from './portal';

export interface SignedInPlayer {
  userId: number;
  nickname: string;
}

type SessionState =
  { kind: 'signed-out'; notice: string | null } | { kind: 'signed-in'; player: SignedInPlayer };

let token: string | null = null;
let state: SessionState = { kind: 'signed-out', notice: null };
const listeners = new Set<(state: SessionState) => void>();

export const ENDED_NOTICE = 'Your portal session has ended. Please sign in again.';

export const sessionState = () => state;
export const currentToken = () => token;

export function onSessionChange(listener: (state: SessionState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener(next);
}

/** The portal's store, as the widgets see it (the one shared copy of @portal/session). */
interface SharedSession {
  sessionStore: {
    set(atom: unknown, value: unknown): void;
    get(atom: unknown): unknown;
    sub(atom: unknown, listener: () => void): () => void;
  };
  tokenAtom: unknown;
  userAtom: unknown;
}

/** Hands the token (or its end) to the widgets' store, and notices when a widget's call finds it ended. */
export async function shareWithWidgets(portal: Portal): Promise<void> {
  const shared = (await portal.loadShared('@portal/session')) as SharedSession | null;
  if (!shared) return;
  const { sessionStore, tokenAtom, userAtom } = shared;
  if (sessionStore.get(tokenAtom) !== token) sessionStore.set(tokenAtom, token);
  if (!token) sessionStore.set(userAtom, null);
  if (!watching.has(sessionStore)) {
    watching.add(sessionStore);
    // A widget's API client drops a token the API refused (expired, revoked): the page is signed out.
    sessionStore.sub(tokenAtom, () => {
      if (token && sessionStore.get(tokenAtom) === null) {
        token = null;
        setState({ kind: 'signed-out', notice: ENDED_NOTICE });
      }
    });
  }
  if (token && state.kind === 'signed-in') sessionStore.set(userAtom, lastUser);
}
const watching = new WeakSet<object>();
let lastUser: unknown = null;

/** Starts the session with a token (from the sign-in popup or the studio's backend), checked with the API. */
export async function startSession(portal: Portal, given: string): Promise<SignedInPlayer> {
  const response = await fetch(`${portal.manifest.apiBaseUrl}/private/auth/me`, {
    headers: { accept: 'application/json', authorization: `Bearer ${given}` },
    credentials: 'omit',
  });
  if (!response.ok) {
    token = null;
    setState({ kind: 'signed-out', notice: ENDED_NOTICE });
    await shareWithWidgets(portal);
    throw new Error(
      response.status === 401
        ? 'the token is expired, revoked or not for this site'
        : `the portal answered ${response.status}`,
    );
  }
  const user = ((await response.json()) as { data: { id: number; nickname: string } }).data;
  token = given;
  lastUser = user;
  const player = { userId: user.id, nickname: user.nickname };
  await shareWithWidgets(portal);
  setState({ kind: 'signed-in', player });
  return player;
}

/** Ends the session on the portal (revoked there too) and in every widget. */
export async function endSession(portal: Portal | null): Promise<void> {
  const ending = token;
  token = null;
  lastUser = null;
  if (portal) await shareWithWidgets(portal);
  setState({ kind: 'signed-out', notice: null });
  if (ending && portal)
    await fetch(`${portal.manifest.apiBaseUrl}/private/auth/logout`, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${ending}` },
      credentials: 'omit',
    }).catch(() => undefined);
}
