import path from 'node:path';
import { REMOTE_NAME_PATTERN } from '@portal/routes/registry';
import type { LogDestination } from '@portal/contracts/logging';
import { canaryPolicyFromEnv, type CanaryPolicy } from './canary/canaryWatch';
import type { RedirectPolicy } from './pipeline/decideRedirect';

/** The monorepo root: infra/gateway/src → ../../.. */
export const repoRoot = path.resolve(__dirname, '../../..');

/** Visitors' landings drawn by their remote's server render (README "Pages that paint from HTML"). */
export interface ServerRenderConfig {
  /** SERVER_RENDER_BUDGET_MS: how long a document waits for a render before it is sent without one. */
  budgetMs: number;
  /** SERVER_RENDER_CACHE_MS: how long a render is reused for the same version, path and language. */
  cacheMs: number;
}

export interface GatewayConfig {
  /** The shell's production build (index.html, hashed chunks). */
  shellDir: string;
  /** The studio SDK's build (`v1.js`, `index.d.ts`), served at /embed/v1.js; default packages/embed-sdk/dist. */
  embedSdkDir?: string;
  /** Holds `registry.json` and `remotes/<app>/<version>/`. */
  deployDir: string;
  /** Where `/api/*` (and `/dev/*` outside production) are proxied. */
  apiUrl: string;
  /** API_URLS: every API replica, health-checked (apiUrl is the first); absent means [apiUrl]. */
  apiUrls?: string[];
  production: boolean;
  /** Remotes served from another origin: absolute `mf-manifest.json` URLs that win over the deploy registry. */
  remoteOverrides: Partial<Record<RemoteApp, string>>;
  /**
   * REMOTE_ORIGINS: asset origins (CDNs) the CSP lets scripts, manifests and styles come from besides
   * those the live registry names (which join by themselves), e.g. the origin the next promote uses.
   */
  remoteOrigins?: string[];
  /** CSP frame-src sources (the help chat widget will need one). */
  frameOrigins: string[];
  /** Extra CSP frame-ancestors for `/embed` (studio sites that iframe the help page). */
  embedFrameAncestors: string[];
  /**
   * Proxy the API's dev mail outbox (`/dev/mail`: every code and reset link). DEV_MAIL=on|off; by default
   * on only outside production on a loopback bind (`npm start`'s local demo), never otherwise.
   */
  devMail?: boolean;
  /** Fastify `trustProxy`: hops whose x-forwarded-* headers are believed. */
  trustProxy: string;
  /** GATEWAY_PROXY_HOPS: proxies in front of the gateway (CDN, load balancer) whose X-Forwarded-For entries give
   * the client IP for maintenance; 0 (default): the socket peer. The nearest one must connect from TRUST_PROXY. */
  trustProxyHops?: number;
  /** PUBLIC_URL: the portal's public origin (`https://portal.example`) for canonical and link-preview URLs. */
  publicUrl?: string;
  /** The onRequest redirect step for page navigations; defaults to `decideRedirect`. */
  redirectPolicy?: RedirectPolicy;
  logLevel?: string;
  /** Where log lines go (default stdout); tests keep them. */
  logDestination?: LogDestination;
  /** Absent (SERVER_RENDER=off, or a config built by hand without it): every page renders in the browser. */
  serverRender?: ServerRenderConfig;
  /** METRICS_TOKEN: bearer token of GET /metrics; /metrics is not served without it. */
  metricsToken?: string | null;
  /** When a canary is judged and rolled back (CANARY_* variables); defaults when absent. */
  canaryPolicy?: CanaryPolicy;
}

export interface GatewayListenConfig extends GatewayConfig {
  port: number;
  host: string;
}

export const defaultDeployDir = path.join(repoRoot, '.deploy');
export const defaultShellDir = path.join(repoRoot, 'shell', 'dist');
export const defaultEmbedSdkDir = path.join(repoRoot, 'packages', 'embed-sdk', 'dist');

/** A remote's name (`mf-<words>`): the registry, not a list compiled in here, says which are live. */
export type RemoteApp = string;

export function isRemoteApp(name: string): name is RemoteApp {
  return REMOTE_NAME_PATTERN.test(name);
}

/** `mf-help=https://cdn.example/mf-help/1.2.3/mf-manifest.json,...` → { 'mf-help': url }. */
export function parseRemoteOverrides(value: string | undefined): Partial<Record<RemoteApp, string>> {
  const overrides: Partial<Record<RemoteApp, string>> = {};
  for (const item of splitList(value)) {
    const separator = item.indexOf('=');
    const app = item.slice(0, separator).trim();
    const url = item.slice(separator + 1).trim();
    if (separator < 1 || !isRemoteApp(app)) {
      throw new Error(
        `REMOTE_OVERRIDES: "${item}" must be <remote>=<manifest url> with a remote named mf-<words>`,
      );
    }
    if (!isHttpUrl(url))
      throw new Error(`REMOTE_OVERRIDES: "${url}" for ${app} is not an absolute http(s) URL`);
    overrides[app] = url;
  }
  return overrides;
}

/** CSP source list from env: only scheme://host[:port] (optionally `*.` subdomain wildcard), so no value can smuggle a directive. */
export function parseOriginList(value: string | undefined, variable: string): string[] {
  return splitList(value).map((origin) => {
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)) {
      throw new Error(`${variable}: "${origin}" is not an origin like https://studio.example`);
    }
    return origin;
  });
}

/**
 * Who may be framed: FRAME_ORIGINS, plus the help chat vendor the API is configured with
 * (CHAT_WIDGET_URL's origin and CHAT_WIDGET_ORIGINS; Contact Us navigates client-side, so every
 * page's policy needs them), plus ourselves outside production for the API's /dev/chat-widget.
 */
function frameOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const origins = [
    ...parseOriginList(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
    ...parseOriginList(env.CHAT_WIDGET_ORIGINS, 'CHAT_WIDGET_ORIGINS'),
    ...(env.CHAT_WIDGET_URL ? [new URL(env.CHAT_WIDGET_URL).origin] : []),
    ...(env.NODE_ENV === 'production' ? [] : ["'self'"]),
  ];
  return [...new Set(origins)];
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** DEV_MAIL: the outbox shows every code and reset link, so it is refused in production and on a public bind. */
export function devMailFromEnv(env: NodeJS.ProcessEnv, host: string): boolean {
  const production = env.NODE_ENV === 'production';
  const loopback = LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
  const value = env.DEV_MAIL ?? '';
  if (value === 'off') return false;
  if (value === 'on') {
    if (production)
      throw new Error('DEV_MAIL=on is refused in production: the outbox shows every code and reset link');
    if (!loopback) throw new Error(`DEV_MAIL=on is refused on a non-loopback bind (HOST=${host})`);
    return true;
  }
  if (value !== '') throw new Error(`DEV_MAIL must be on or off (got "${value}")`);
  return !production && loopback;
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayListenConfig {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT: "${env.PORT}" is not a port number`);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    devMail: devMailFromEnv(env, host),
    apiUrl: apiUrlsFromEnv(env)[0]!,
    apiUrls: apiUrlsFromEnv(env),
    deployDir: path.resolve(env.DEPLOY_DIR || defaultDeployDir),
    shellDir: path.resolve(env.SHELL_DIR || defaultShellDir),
    embedSdkDir: path.resolve(env.EMBED_SDK_DIR || defaultEmbedSdkDir),
    production: env.NODE_ENV === 'production',
    remoteOverrides: parseRemoteOverrides(env.REMOTE_OVERRIDES),
    frameOrigins: frameOriginsFromEnv(env),
    remoteOrigins: parseOriginList(env.REMOTE_ORIGINS, 'REMOTE_ORIGINS'),
    embedFrameAncestors: parseOriginList(env.EMBED_FRAME_ANCESTORS, 'EMBED_FRAME_ANCESTORS'),
    trustProxy: env.TRUST_PROXY || 'loopback',
    trustProxyHops: parseHops(env.GATEWAY_PROXY_HOPS),
    publicUrl: publicUrlFromEnv(env.PUBLIC_URL),
    logLevel: env.LOG_LEVEL || 'error',
    metricsToken: metricsTokenFromEnv(env),
    canaryPolicy: canaryPolicyFromEnv(env),
    serverRender: serverRenderFromEnv(env),
  };
}

export function serverRenderFromEnv(env: NodeJS.ProcessEnv): ServerRenderConfig | undefined {
  if (env.SERVER_RENDER && env.SERVER_RENDER !== 'on' && env.SERVER_RENDER !== 'off')
    throw new Error(`SERVER_RENDER: "${env.SERVER_RENDER}" is not on or off`);
  // On by default: a tap on the server's drawing before the scripts take it over is replayed by the
  // shell (the document's early listener keeps it), so nothing a visitor does there is lost.
  if (env.SERVER_RENDER === 'off') return undefined;
  const millis = (variable: string, fallback: number) => {
    const value = env[variable] ? Number(env[variable]) : fallback;
    if (!Number.isInteger(value) || value < 1 || value > 60_000)
      throw new Error(`${variable}: "${env[variable]}" is not a number of milliseconds (1–60000)`);
    return value;
  };
  return {
    budgetMs: millis('SERVER_RENDER_BUDGET_MS', 150),
    cacheMs: millis('SERVER_RENDER_CACHE_MS', 5000),
  };
}

function metricsTokenFromEnv(env: NodeJS.ProcessEnv): string | null {
  const token = env.METRICS_TOKEN || null;
  if (token !== null && token.length < 24) throw new Error('METRICS_TOKEN must be at least 24 characters');
  return token;
}

/** API_URLS (comma-separated replicas) wins over API_URL (one). */
export function apiUrlsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const urls = splitList(env.API_URLS);
  for (const url of urls)
    if (!isHttpUrl(url)) throw new Error(`API_URLS: "${url}" is not an absolute http(s) URL`);
  return urls.length > 0 ? urls : [env.API_URL || 'http://127.0.0.1:8081'];
}

function parseHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 10)
    throw new Error(`GATEWAY_PROXY_HOPS: "${value}" is not a number from 0 to 10`);
  return Number(value);
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** PUBLIC_URL, an http(s) origin without path (trailing `/` tolerated); absent means the request's. */
export function publicUrlFromEnv(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = isHttpUrl(value) ? new URL(value) : undefined;
  if (!url || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    throw new Error(`PUBLIC_URL: "${value}" is not an http(s) origin (https://portal.example)`);
  return url.origin;
}
