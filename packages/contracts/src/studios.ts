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

export const StudioOriginRecordSchema = v.object({
  origin: v.string(),
  addedAt: UnixSecondsSchema,
  addedBy: v.string(),
});
export type StudioOriginRecord = v.InferOutput<typeof StudioOriginRecordSchema>;

export const StudioOriginListSchema = v.array(StudioOriginRecordSchema);

export const AdminStudioOriginSchema = v.object({ origin: StudioOriginSchema });

export const StudioOriginRemovedSchema = v.object({ origin: v.string(), removed: v.boolean() });

/** Whether the asking page's origin may show the portal's widgets (answered to any origin). */
export const EmbedOriginStatusSchema = v.object({ origin: v.nullable(v.string()), allowed: v.boolean() });
export type EmbedOriginStatus = v.InferOutput<typeof EmbedOriginStatusSchema>;

export const studioApiRoutes = {
  adminStudios: '/api/admin/studios',
  embedOrigin: '/api/public/embed/origin',
} as const;
