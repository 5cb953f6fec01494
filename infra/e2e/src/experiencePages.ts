/**
 * Every page of the portal's route table, as the browser tests visit them: the shell's
 * routes plus each live remote's from the gateway's registry.json, one address per page (paths
 * that render the same page of the same app are one page), `:params` filled with seeded values.
 */
import type { APIRequestContext } from '@playwright/test';
import type { RouteDeclaration } from '../../../packages/routes/src/declaration';
import shellRoutes from '../../../shell/routes';

export interface PortalPage {
  app: string;
  page: string;
  path: string;
  protected: boolean;
  signedOut: boolean;
}

/** Seeded values for path parameters (demo data of the API's seed). */
const PARAM_SAMPLES: Record<string, string> = {
  gameCode: 'moonlight_saga',
  slug: 'demo',
  type: 'google',
  eventCode: 'anniversary',
  groupId: '1',
  name: 'card',
  id: '1',
  transferId: '1',
};

/**
 * Per app, where a seeded value differs: each campaign's event page shows another seeded event
 * than its /anniversary page (which is the event "anniversary").
 */
const APP_PARAM_SAMPLES: Record<string, Record<string, string>> = {
  'mf-campaign-ash-echoes': { eventCode: 'ember-festival' },
  'mf-campaign-crazy-ones': { eventCode: 'midsummer' },
};

/** Not a page a player lands on: the studio's chat embed is a bare frame for another site. */
const NOT_PLAYER_PAGES = new Set(['/embed', '/auth/login/social/:type']);

/**
 * mf-help's puzzle pages for a game whose campaign has no app of its own: no seeded game is one (the
 * seeded campaigns' apps own their puzzle routes), so here they would only show the 404 page four
 * times; puzzle-events.spec.ts covers them.
 */
const isFallbackPuzzlePage = (app: string, path: string) =>
  app === 'mf-help' && /^\/(anniversary|event)\/:gameCode\//.test(path);

function fill(app: string, path: string): string {
  const samples = { ...PARAM_SAMPLES, ...APP_PARAM_SAMPLES[app] };
  return path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name).replace(/\/\*$/, '');
}

interface RegistryJson {
  remotes: { app: string; routes: RouteDeclaration[] }[];
}

export async function portalPages(request: APIRequestContext): Promise<PortalPage[]> {
  const response = await request.get('/registry.json');
  const registry = (await response.json()) as RegistryJson;
  const owned = [
    ...shellRoutes.map((route) => ({ app: 'shell', route: route as RouteDeclaration })),
    ...registry.remotes.flatMap((remote) => remote.routes.map((route) => ({ app: remote.app, route }))),
  ];
  const seen = new Set<string>();
  const pages: PortalPage[] = [];
  for (const { app, route } of owned) {
    const key = `${app}:${route.page}`;
    if (
      seen.has(key) ||
      NOT_PLAYER_PAGES.has(route.path) ||
      route.webview === 'hidden' ||
      isFallbackPuzzlePage(app, route.path)
    )
      continue;
    seen.add(key);
    pages.push({
      app,
      page: route.page,
      path: fill(app, route.path),
      protected: route.protected === true,
      signedOut: route.signedOut === true,
    });
  }
  return pages;
}
