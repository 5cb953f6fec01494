export interface CspSources {
  /** Origins remotes are loaded from besides our own (REMOTE_OVERRIDES). */
  remoteOrigins: string[];
  frameOrigins: string[];
  /** Who may frame the page: only ourselves, plus the studio origins for `/embed`. */
  frameAncestors: string[];
}

export function contentSecurityPolicy({ remoteOrigins, frameOrigins, frameAncestors }: CspSources): string {
  const self = ["'self'"];
  const directives: [string, string[]][] = [
    ['default-src', self],
    // A remote's remoteEntry and chunks run from its own origin; its manifest is fetched from there.
    ['script-src', [...self, ...remoteOrigins]],
    ['connect-src', [...self, ...remoteOrigins]],
    // emotion injects <style> tags at runtime in the shell and every remote, without a nonce.
    ['style-src', [...self, "'unsafe-inline'", ...remoteOrigins]],
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
