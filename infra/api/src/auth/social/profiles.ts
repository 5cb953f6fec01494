import type { SocialLoginType } from '@portal/contracts';

/** What the portal needs from a provider's user endpoint. */
export interface SocialProfile {
  /** The provider's stable user id; null when the answer names nobody. */
  id: string | null;
  /** Only an address the provider says is verified; null otherwise (never trusted for linking). */
  email: string | null;
}

type Json = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;
const object = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

/** Each provider's user endpoint, read into one shape. */
const readers: Record<SocialLoginType, (body: Json) => SocialProfile> = {
  // OpenID Connect userinfo: sub, email, email_verified.
  google: (body) => ({ id: text(body.sub), email: body.email_verified === true ? text(body.email) : null }),
  // GET /users/@me: id, email, verified (the email is confirmed).
  discord: (body) => ({
    id: text(body.id ?? body.sub),
    email: body.verified === true ? text(body.email) : null,
  }),
  // Graph /me?fields=id,email: Facebook only ever returns confirmed addresses.
  facebook: (body) => ({ id: text(body.id ?? body.sub), email: text(body.email) }),
  // /v2/user/info: { data: { user: { open_id } } }; TikTok shares no email.
  tiktok: (body) => ({ id: text(object(object(body.data).user).open_id ?? body.sub), email: null }),
};

export function readSocialProfile(type: SocialLoginType, body: unknown): SocialProfile {
  const profile = readers[type](object(body));
  return { id: profile.id, email: profile.email?.toLowerCase() ?? null };
}
