import * as v from 'valibot';
import { UnixSecondsSchema } from './common';

/**
 * A studio site's origin as browsers send it in `Origin`: http(s), host, optional port, nothing else.
 * Written the way the browser writes it (lower case, default port dropped), so a lookup is a string match.
 */
export const StudioOriginSchema = v.pipe(
  v.string('origin must be a text such as https://studio.example'),
  v.trim(),
  v.check(
    (value) => normaliseStudioOrigin(value) !== null,
    'origin must be http(s)://host[:port] with no path',
  ),
  v.transform((value) => normaliseStudioOrigin(value) as string),
);

/** `https://Studio.Example:443/` → `https://studio.example`; anything that is not a bare origin → null. */
export function normaliseStudioOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

/** How long a studio page's portal session lasts unless signed out (operators set it per studio). */
export const EmbedSessionMinutesSchema = v.pipe(
  v.number('sessionMinutes must be a number of minutes'),
  v.integer('sessionMinutes must be a whole number of minutes'),
  v.minValue(5, 'sessionMinutes must be at least 5'),
  v.maxValue(43200, 'sessionMinutes must be at most 43200 (30 days)'),
);
export const DEFAULT_EMBED_SESSION_MINUTES = 60;

export const StudioOriginRecordSchema = v.object({
  origin: v.string(),
  addedAt: UnixSecondsSchema,
  addedBy: v.string(),
  sessionMinutes: v.number(),
  /** The studio's backend holds a secret for `POST /api/partner/embed-sessions`. */
  hasSecret: v.boolean(),
});
export type StudioOriginRecord = v.InferOutput<typeof StudioOriginRecordSchema>;

export const StudioOriginListSchema = v.array(StudioOriginRecordSchema);

export const AdminStudioOriginSchema = v.object({ origin: StudioOriginSchema });
export const AdminStudioAddSchema = v.object({
  origin: StudioOriginSchema,
  sessionMinutes: v.optional(EmbedSessionMinutesSchema),
});
export const StudioSecretSchema = v.object({ origin: v.string(), secret: v.string() });

export const StudioOriginRemovedSchema = v.object({ origin: v.string(), removed: v.boolean() });

/** Whether the asking page's origin may show the portal's widgets (answered to any origin). */
export const EmbedOriginStatusSchema = v.object({ origin: v.nullable(v.string()), allowed: v.boolean() });
export type EmbedOriginStatus = v.InferOutput<typeof EmbedOriginStatusSchema>;

/** A player's portal session on a studio's page: a bearer token bound to that page's origin. */
export const EmbedSessionSchema = v.object({
  token: v.string(),
  expiresAt: UnixSecondsSchema,
  origin: v.string(),
});
export type EmbedSession = v.InferOutput<typeof EmbedSessionSchema>;

/** The portal's sign-in popup asks for a session for the studio page that opened it. */
export const EmbedSessionRequestSchema = v.object({ origin: StudioOriginSchema });

/** A studio's backend, for a player it has signed in itself (the portal user id it linked). */
export const PartnerEmbedSessionRequestSchema = v.object({
  origin: StudioOriginSchema,
  userId: v.pipe(v.number('userId must be the portal user id'), v.integer(), v.minValue(1)),
});

/** Header of the partner route: the studio secret an operator made with `studios secret <origin>`. */
export const STUDIO_SECRET_HEADER = 'x-studio-secret';

/** postMessage from the portal's sign-in popup to the studio page that opened it. */
export const EMBED_SESSION_MESSAGE = 'portal-embed:session';

/**
 * A DOM event a widget dispatches (bubbling) from inside its element to tell the studio page something
 * (`pre-registered`, `feedback-sent`); the studio SDK hands it to that widget's `onEvent(name, detail)`.
 */
export const EMBED_EVENT = 'portal-embed:event';
export interface EmbedEventDetail {
  name: string;
  detail: Record<string, unknown>;
}
