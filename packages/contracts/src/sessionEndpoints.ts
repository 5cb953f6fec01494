import * as v from 'valibot';
import { endpoint } from './endpoint';
import { AuthUserSchema } from './user';

export const LogoutSchema = v.object({ revoked: v.boolean() });

/** A signed-in account call, by cookie (with its CSRF header) or bearer token. */
export const SIGNED_IN_ACCOUNT_ERRORS = {
  401: 'UNAUTHORIZED: no live session for the cookie or bearer token',
  403: 'CSRF_REJECTED: a cookie-authenticated change without the x-csrf-token header or from another site',
} as const;

/**
 * The two account calls every app makes (the player for the header, sign-out), apart from the rest
 * of the account API: the shared session code imports them into every page's first chunk.
 */
export const sessionEndpoints = {
  logout: endpoint({
    method: 'POST',
    path: '/private/auth/logout',
    summary: 'Sign out: revoke the session of the cookie or bearer token and expire the session cookies',
    tags: ['auth'],
    response: LogoutSchema,
    errors: SIGNED_IN_ACCOUNT_ERRORS,
  }),
  /** The signed-in player's auth data (000 §3). */
  me: endpoint({
    method: 'GET',
    path: '/private/auth/me',
    summary: 'The signed-in player: id, nickname, email, totals, configuration, vipProgress (000 §3)',
    tags: ['auth'],
    response: AuthUserSchema,
    errors: SIGNED_IN_ACCOUNT_ERRORS,
  }),
};
