import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { Atom, PrimitiveAtom } from 'jotai';
import { isSignedInAtom, languageAtom, tokenAtom, userAtom, userIdAtom, webviewAtom } from './atoms';
import { sessionStore } from './store';

const options = { store: sessionStore } as const;

/** Reads an atom from the shared session store (never from a local Provider). */
export function useSessionValue<Value>(sessionAtom: Atom<Value>): Awaited<Value> {
  return useAtomValue(sessionAtom, options);
}

/** Setter for a session atom in the shared store. */
export function useSetSessionValue<Value>(sessionAtom: PrimitiveAtom<Value>) {
  return useSetAtom(sessionAtom, options);
}

/** `[value, setValue]` for a session atom in the shared store. */
export function useSessionAtom<Value>(sessionAtom: PrimitiveAtom<Value>) {
  return useAtom(sessionAtom, options);
}

/** The whole session at a glance, re-rendering when any part changes. */
export function useSession() {
  return {
    token: useSessionValue(tokenAtom),
    userId: useSessionValue(userIdAtom),
    user: useSessionValue(userAtom),
    language: useSessionValue(languageAtom),
    webview: useSessionValue(webviewAtom),
    isSignedIn: useSessionValue(isSignedInAtom),
  };
}
