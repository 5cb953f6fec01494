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
  /** Absent in widget builds older than the "session ended" message. */
  embedSessionEndedAtom?: unknown;
}

/**
 * Hands the token and its player (or their end) to the widgets' store, and notices when a widget's
 * call finds the token ended. The player goes with the token: a widget such as wallet-balance reads it.
 */
export async function shareWithWidgets(portal: Portal): Promise<void> {
  const shared = (await portal.loadShared('@portal/session')) as SharedSession | null;
  if (!shared) return;
  const { sessionStore, tokenAtom, userAtom, embedSessionEndedAtom } = shared;
  if (sessionStore.get(tokenAtom) !== token) sessionStore.set(tokenAtom, token);
  if (sessionStore.get(userAtom) !== (token ? player : null))
    sessionStore.set(userAtom, token ? player : null);
  const ended = state.kind === 'signed-out' && state.notice !== null;
  if (embedSessionEndedAtom && sessionStore.get(embedSessionEndedAtom) !== ended)
    sessionStore.set(embedSessionEndedAtom, ended);
  if (!watching.has(sessionStore)) {
    watching.add(sessionStore);
    sessionStore.sub(tokenAtom, () => {
      const next = sessionStore.get(tokenAtom);
      if (typeof next === 'string' && next !== token) {
        // A widget signed the player in itself (the pre-registration's login or new account): the
        // API bound that session to this page; it becomes the page's session for every widget.
        token = next;
        void startSession(portal, next).catch((error: unknown) =>
          console.error(`[PortalEmbed] a widget's session was refused: ${String(error)}`),
        );
        return;
      }
      if (!token || next !== null) return;
      // A widget's API client drops a token the API refused (expired, revoked), or the widget signed
      // the player out itself ("Not you?"): the page is signed out, saying why when it was refused.
      const refused = embedSessionEndedAtom ? sessionStore.get(embedSessionEndedAtom) === true : true;
      token = null;
      player = null;
      setState({ kind: 'signed-out', notice: refused ? ENDED_NOTICE : null });
      if (!refused) void shareWithWidgets(portal);
    });
  }
}
const watching = new WeakSet<object>();
/** The player the portal answered for the token (its /me), as the widgets' store holds it. */
let player: unknown = null;

/** Starts the session with a token (from the sign-in popup or the studio's backend), checked with the API. */
export async function startSession(portal: Portal, given: string): Promise<SignedInPlayer> {
  const response = await fetch(`${portal.manifest.apiBaseUrl}/private/auth/me`, {
    headers: { accept: 'application/json', authorization: `Bearer ${given}` },
    credentials: 'omit',
  });
  if (!response.ok) {
    token = null;
    player = null;
    setState({ kind: 'signed-out', notice: ENDED_NOTICE });
    await shareWithWidgets(portal);
    throw new Error(
      response.status === 401
        ? 'the token is expired, revoked or not for this site'
        : `the portal answered ${response.status}`,
    );
  }
  const user = ((await response.json()) as { data: { id: number; nickname: string } }).data;
  if (token === given && state.kind === 'signed-in') return state.player;
  token = given;
  player = user;
  const signedIn = { userId: user.id, nickname: user.nickname };
  setState({ kind: 'signed-in', player: signedIn });
  await shareWithWidgets(portal);
  return signedIn;
}

/** Ends the session on the portal (revoked there too) and in every widget. */
export async function endSession(portal: Portal | null): Promise<void> {
  const ending = token;
  token = null;
  player = null;
  setState({ kind: 'signed-out', notice: null });
  if (portal) await shareWithWidgets(portal);
  if (ending && portal)
    await fetch(`${portal.manifest.apiBaseUrl}/private/auth/logout`, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${ending}` },
      credentials: 'omit',
    }).catch(() => undefined);
}
