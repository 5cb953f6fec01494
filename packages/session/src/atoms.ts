import { atom } from 'jotai';
import type { AuthUser, LanguageCode } from '@portal/contracts';

/** Bearer token from the session cookie; null for a visitor. */
export const tokenAtom = atom<string | null>(null);

/** The signed-in player's id as stored in the cookie (a string, as cookies are). */
export const userIdAtom = atom<string | null>(null);

/** The current user's auth data, refreshed on each guarded page load; null until fetched. */
export const userAtom = atom<AuthUser | null>(null);

/** Active portal language; the shell keeps it equal to i18next's language. */
export const languageAtom = atom<LanguageCode>('en');

export interface WebviewState {
  /** True when the site runs inside a game's in-app browser. */
  isWebview: boolean;
  /** The game's product code sent in the product-code header; null outside a webview. */
  productCode: string | null;
}

export const webviewAtom = atom<WebviewState>({ isWebview: false, productCode: null });

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null);
