import type { FastifyRequest } from 'fastify';
import { SHELL_APP, type OwnedRoute } from '@portal/routes';
import type { RegistrySnapshot } from '../registry/liveRegistry';

/** Scheme and host the request reached the portal at (x-forwarded-* from TRUST_PROXY hops only). */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The absolute URL of a page's link-preview image: the file its owner's live build ships (the
 * shell's from the site's root, a remote's from its version folder, on this gateway or its asset
 * origin), else the portal's own (that of the shell's `/`).
 */
export function previewImageUrl(
  snapshot: RegistrySnapshot,
  origin: string,
  route: OwnedRoute,
): string | undefined {
  const own = route.meta?.image;
  if (own) {
    if (route.app === SHELL_APP) return new URL(own, `${origin}/`).href;
    const owner = snapshot.byApp.get(route.app);
    if (owner) return new URL(own, new URL(owner.manifestUrl, `${origin}/`)).href;
  }
  const home = snapshot.routes.match('/')?.route;
  const portal = home?.app === SHELL_APP ? home.meta?.image : undefined;
  return portal ? new URL(portal, `${origin}/`).href : undefined;
}
