export interface CspSources {
  /** Origins remotes are loaded from besides our own (REMOTE_OVERRIDES). */
  remoteOrigins: string[];
  frameOrigins: string[];
  /** Who may frame the page: only ourselves, plus the studio origins for `/embed`. */
  frameAncestors: string[];
  /** Hash sources of the inline `<style>` elements the page may carry (its critical CSS, emotion's sheets). */
  styleSources: string[];
  /** Hash sources of the inline `<script>` elements the page may carry (a server render's tap keeper). */
  scriptSources?: string[];
}

export function contentSecurityPolicy({
  remoteOrigins,
  frameOrigins,
  frameAncestors,
  styleSources,
  scriptSources = [],
}: CspSources): string {
  const self = ["'self'"];
  const directives: [string, string[]][] = [
    ['default-src', self],
    // A remote's remoteEntry and chunks run from its own origin; its manifest is fetched from there.
    ['script-src', [...self, ...scriptSources, ...remoteOrigins]],
    ['connect-src', [...self, ...remoteOrigins]],
    // No 'unsafe-inline': each inline <style> is allowed by its hash (emotion's start empty, see csp.ts).
    ['style-src', [...self, ...styleSources, ...remoteOrigins]],
    ['img-src', [...self, 'data:', 'blob:', ...remoteOrigins]],
    ['font-src', [...self, 'data:', ...remoteOrigins]],
    ['frame-src', frameOrigins.length ? frameOrigins : ["'none'"]],
    ['frame-ancestors', [...self, ...frameAncestors]],
    ['base-uri', self],
    ['form-action', self],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
