/**
 * /embed frames only chat widgets whose origin is on the allow-list the API serves from its
 * configuration (CHAT_WIDGET_ORIGINS): never an arbitrary URL from the query string.
 */

function parseHttpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // Credentials in a URL are a phishing trick (https://trusted.example@evil.example); never frame them.
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** `https://chat.example` matches exactly; `https://*.chat.example` matches its subdomains only. */
function originMatches(url: URL, allowed: string): boolean {
  const wildcard = /^(https?:)\/\/\*\.(.+)$/i.exec(allowed);
  if (!wildcard) return url.origin === allowed.toLowerCase();
  const [, scheme = '', rest = ''] = wildcard;
  const [suffix = '', port = ''] = rest.toLowerCase().split(':');
  return url.protocol === scheme.toLowerCase() && url.port === port && url.hostname.endsWith(`.${suffix}`);
}

export function isAllowedChatUrl(raw: string, allowedOrigins: readonly string[]): boolean {
  const url = parseHttpUrl(raw);
  return url !== null && allowedOrigins.some((allowed) => originMatches(url, allowed));
}

export interface ChatContext {
  uid?: string | null;
  gameCode?: string | null;
  lang?: string | null;
}

/** The widget URL with the player's context (000 §2: uid, gameCode), unless the URL already says. */
export function chatFrameUrl(raw: string, context: ChatContext): string {
  const url = new URL(raw);
  for (const [name, value] of Object.entries(context)) {
    if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.href;
}

/** The /embed path that opens a chat widget for this player (Contact Us). */
export function embedPath({
  url,
  uid,
  gameCode,
}: {
  url?: string | null;
  uid?: string | null;
  gameCode?: string | null;
}) {
  const params = new URLSearchParams();
  if (uid) params.set('uid', uid);
  if (gameCode) params.set('gameCode', gameCode);
  if (url) params.set('url', url);
  const query = params.toString();
  return query ? `/embed?${query}` : '/embed';
}
