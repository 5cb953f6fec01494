/**
 * The cookie "storage domain" (000 §4): the portal's hosts share the session cookies when the page
 * carries `<meta name="portal-storage-domain" content=".example.com">` (the gateway writes it from its
 * configuration). Without it, or when it does not cover the current host (a browser would silently
 * drop such a cookie), cookies stay on the current host.
 */
export const STORAGE_DOMAIN_META = 'portal-storage-domain';

export function readStorageDomain(): string | undefined {
  if (typeof document === 'undefined' || typeof location === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${STORAGE_DOMAIN_META}"]`);
  const domain = meta?.content.trim().toLowerCase();
  if (!domain) return undefined;
  const bare = domain.replace(/^\./, '');
  const host = location.hostname.toLowerCase();
  if (host === bare || host.endsWith(`.${bare}`)) return domain;
  console.warn(`[portal] storage domain "${domain}" does not cover ${host}; session cookies stay on ${host}`);
  return undefined;
}
