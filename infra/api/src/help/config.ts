/** Settings of the help domain: the chat widget /embed may frame, the feedback rate limit, admin access. */
export interface HelpConfig {
  /** The help chat Contact Us opens through /embed; null when none is configured. */
  chatWidgetUrl: string | null;
  /** Origins /embed may frame (`https://chat.example`, `https://*.chat.example`); includes chatWidgetUrl's. */
  chatWidgetOrigins: string[];
  /** At most `max` feedback sends per client IP within `windowSeconds`. */
  feedbackRateLimit: { max: number; windowSeconds: number };
  /** Token for `/api/admin/*` (header x-admin-token); the admin routes are off when null. */
  adminToken: string | null;
}

/** The development stand-in for a chat vendor, served by this API outside production (see routes.ts). */
export const DEV_CHAT_WIDGET_PATH = '/dev/chat-widget';

const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

/** Same rule as the gateway's CSP lists: only scheme://host[:port], so a value cannot smuggle anything else. */
export function parseOrigins(value: string | undefined, variable: string): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((origin) => {
      if (!ORIGIN_PATTERN.test(origin)) {
        throw new Error(`${variable}: "${origin}" is not an origin like https://chat.example`);
      }
      // URL normalises case and default ports; a wildcard is not a URL host, so only lower-case it.
      return origin.includes('*') ? origin.toLowerCase() : new URL(origin).origin;
    });
}

function httpUrl(value: string, variable: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new Error(`${variable}: "${value}" is not an absolute http(s) URL`);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new Error(`${name} must be an integer from 1 to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

/**
 * Reads CHAT_WIDGET_URL, CHAT_WIDGET_ORIGINS, FEEDBACK_RATE_LIMIT, FEEDBACK_RATE_WINDOW_SECONDS and
 * ADMIN_API_TOKEN. Outside production, without CHAT_WIDGET_URL, Contact Us opens the API's
 * development chat page on the portal's own origin (PUBLIC_URL, which `npm start` sets).
 */
export function loadHelpConfig(env: NodeJS.ProcessEnv, isProduction: boolean): HelpConfig {
  const publicUrl = env.PUBLIC_URL ? httpUrl(env.PUBLIC_URL, 'PUBLIC_URL') : null;
  const configured = env.CHAT_WIDGET_URL ? httpUrl(env.CHAT_WIDGET_URL, 'CHAT_WIDGET_URL') : null;
  const chatWidget =
    configured ?? (!isProduction && publicUrl ? new URL(DEV_CHAT_WIDGET_PATH, publicUrl) : null);
  const origins = parseOrigins(env.CHAT_WIDGET_ORIGINS, 'CHAT_WIDGET_ORIGINS');
  if (chatWidget && !origins.includes(chatWidget.origin)) origins.unshift(chatWidget.origin);

  const adminToken = env.ADMIN_API_TOKEN || null;
  if (adminToken !== null && adminToken.length < 24) {
    throw new Error('ADMIN_API_TOKEN must be at least 24 characters');
  }
  return {
    chatWidgetUrl: chatWidget?.href ?? null,
    chatWidgetOrigins: origins,
    feedbackRateLimit: {
      max: positiveInteger(env, 'FEEDBACK_RATE_LIMIT', 10, 10_000),
      windowSeconds: positiveInteger(env, 'FEEDBACK_RATE_WINDOW_SECONDS', 600, 86_400),
    },
    adminToken,
  };
}
