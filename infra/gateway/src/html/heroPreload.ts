import type { OwnedRoute } from '@portal/routes';
import type { RegistrySnapshot } from '../registry/liveRegistry';
import type { PreloadHint } from './preloadHints';

/**
 * The preload of a page's hero art (a route's `meta.hero`, rendered by its owner's build): the AVIF
 * candidates with the sizes the page's `<picture>` uses, so the browser fetches the very file the
 * page will draw while the scripts are still on their way (the largest paint of a landing).
 */
export function heroPreloadHint(
  snapshot: RegistrySnapshot,
  origin: string,
  route: OwnedRoute,
): PreloadHint | undefined {
  const hero = route.meta?.hero;
  if (!hero || typeof hero === 'string') return undefined;
  const owner = snapshot.byApp.get(route.app);
  if (!owner) return undefined;
  // Files sit beside the owner's manifest, as its preview image does (previewImage.ts).
  const base = new URL(owner.manifestUrl, `${origin}/`);
  const candidates = hero.candidates.map(({ file, width }) => ({ url: new URL(file, base).href, width }));
  const first = candidates[0];
  if (!first || candidates.some(({ url }) => /[\s,]/.test(url))) return undefined;
  return {
    href: first.url,
    as: 'image',
    image: {
      srcset: candidates.map(({ url, width }) => `${url} ${width}w`).join(', '),
      sizes: hero.sizes,
      type: hero.type,
    },
  };
}
