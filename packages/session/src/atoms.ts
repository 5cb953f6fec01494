import { atom } from 'jotai';
import type { AuthUser, LanguageCode } from '@portal/contracts';

/**
 * A bearer token held in memory for embeds and webviews that were handed one; null otherwise. Browser
 * sessions live in the API's HttpOnly cookie, which no script reads.
 */
export const tokenAtom = atom<string | null>(null);

/** The signed-in player's id from the readable user id cookie (a string, as cookies are). */
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

/**
 * Where the portal API lives: null inside the portal (same origin, `/api`); an embed on a studio's page
 * sets the portal's own API origin (`https://portal.example/api`), so calls never go to the studio.
 */
export const apiBaseUrlAtom = atom<string | null>(null);

/**
 * On a studio's page: true once the portal refused the embed's bearer token (expired or revoked), so
 * widgets say why the player is signed out; false again at the next sign-in or a plain sign-out.
 */
export const embedSessionEndedAtom = atom(false);

/** Signed in: the user id cookie (or an embed's bearer token) says so; /me confirms or ends it. */
export const isSignedInAtom = atom((get) => get(userIdAtom) !== null || get(tokenAtom) !== null);
