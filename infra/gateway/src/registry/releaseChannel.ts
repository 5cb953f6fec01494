/**
 * Which version of each remote one browser gets, decided at the edge: its preview (a cookie set by
 * the preview link), else the canary when its stable release id falls in the canary's share, else
 * the live version. The document's preload hints and the `/registry.json` the shell reads both ask
 * here with the same cookies, so they always agree.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DeployRegistry, Release } from '@portal/routes/registry';
import { VERSION_ID_PATTERN } from '@portal/routes/registry';
import { parseCookies, serializeCookie } from '@portal/session';
import { isRemoteApp, type RemoteApp } from '../config';

/** A random id per browser (no personal data): the canary share is decided from it, sticky. */
export const RELEASE_ID_COOKIE = 'portal_release_id';
/** `mf-help:<version>|…`: the versions this browser previews. */
export const PREVIEW_COOKIE = 'portal_preview';
const RELEASE_ID_DAYS = 365;
const PREVIEW_DAYS = 7;

export type Channel = 'live' | 'canary' | 'preview';

export interface Pick {
  version: string;
  release: Release;
  channel: Exclude<Channel, 'live'>;
}

export interface BrowserReleases {
  releaseId: string | undefined;
  previews: ReadonlyMap<RemoteApp, string>;
}

export function browserReleases(request: FastifyRequest): BrowserReleases {
  const cookies = parseCookies(request.headers.cookie ?? '');
  const releaseId = cookies.get(RELEASE_ID_COOKIE);
  return {
    releaseId: releaseId && /^[\w-]{16,64}$/.test(releaseId) ? releaseId : undefined,
    previews: parsePreviews(cookies.get(PREVIEW_COOKIE)),
  };
}

export function parsePreviews(value: string | undefined): Map<RemoteApp, string> {
  const previews = new Map<RemoteApp, string>();
  for (const item of (value ?? '').split('|')) {
    const [app, version] = item.split(':');
    if (app && version && isRemoteApp(app) && VERSION_ID_PATTERN.test(version)) previews.set(app, version);
  }
  return previews;
}

export const newReleaseId = () => randomBytes(16).toString('base64url');

/** The cookie that gives a browser its release id, once, for a year; scripts cannot read it. */
export const releaseIdCookie = (id: string, secure: boolean) =>
  `${serializeCookie(RELEASE_ID_COOKIE, id, {
    expires: new Date(Date.now() + RELEASE_ID_DAYS * 86_400_000),
    secure,
  })}; HttpOnly`;

export const previewCookie = (previews: ReadonlyMap<RemoteApp, string>, secure: boolean) =>
  previews.size === 0
    ? `${PREVIEW_COOKIE}=; Path=/; Expires=${new Date(0).toUTCString()}; SameSite=Lax; HttpOnly`
    : `${serializeCookie(
        PREVIEW_COOKIE,
        [...previews].map(([app, version]) => `${app}:${version}`).join('|'),
        { expires: new Date(Date.now() + PREVIEW_DAYS * 86_400_000), secure },
      )}; HttpOnly`;

/** 0–99, the same for one browser and one canary version on every request. */
export function canaryBucket(releaseId: string, app: RemoteApp, version: string): number {
  return (
    createHash('sha256').update(`${releaseId}\u0000${app}\u0000${version}`).digest().readUInt32BE(0) % 100
  );
}

/** A version's release, whether live, in the history or published and not live yet. */
export function findRelease(registry: DeployRegistry, app: RemoteApp, version: string): Release | undefined {
  return registry.published?.[app]?.[version] ?? registry.remotes[app]?.releases[version];
}

/** The versions this browser gets where it differs from everyone's live one. */
export function picksFor(registry: DeployRegistry, browser: BrowserReleases): Map<RemoteApp, Pick> {
  const picks = new Map<RemoteApp, Pick>();
  for (const [app, version] of browser.previews) {
    const release = findRelease(registry, app, version);
    if (release) picks.set(app, { version, release, channel: 'preview' });
  }
  if (browser.releaseId) {
    for (const [app, deployment] of Object.entries(registry.remotes)) {
      const canary = deployment.canary;
      if (!canary || picks.has(app)) continue;
      const release = findRelease(registry, app, canary.version);
      if (release && canaryBucket(browser.releaseId, app, canary.version) < canary.percent)
        picks.set(app, { version: canary.version, release, channel: 'canary' });
    }
  }
  return picks;
}

/** One string per distinct choice (cache key, ETag part); empty for everyone's live versions. */
export const picksKey = (picks: ReadonlyMap<RemoteApp, Pick>) =>
  [...picks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, pick]) => `${app}=${pick.version}:${pick.channel}`)
    .join(',');

/**
 * The browser's releases for this request; a browser without a release id gets one now (cookie on
 * this response), so its first document and the registry it fetches next decide alike.
 */
export function releasesOf(request: FastifyRequest, reply: { header(name: string, value: string): unknown }) {
  const browser = browserReleases(request);
  if (browser.releaseId) return browser;
  const releaseId = newReleaseId();
  reply.header('set-cookie', releaseIdCookie(releaseId, request.protocol === 'https'));
  return { ...browser, releaseId };
}
