import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@portal/contracts';
import type { RoutedRemote } from '@portal/routes';
import { readSessionCookies } from '@portal/session';
import type { VariantCache } from '../compression/variantCache';
import { sendNotFound } from '../http/notFound';
import { sendRepresentation } from '../http/sendRepresentation';
import { redirectStep, webviewOf, type RedirectPolicy } from '../pipeline/decideRedirect';
import type { LiveRegistry, RemoteLocation } from '../registry/liveRegistry';
import { releasesOf } from '../registry/releaseChannel';
import { NO_CACHE } from '../static/cachePolicy';
import type { StaticFiles } from '../static/staticFiles';
import type { PreloadHint } from './preloadHints';
import type { RemoteHints } from './remoteHints';
import { documentLanguage, indexInLanguage } from './documentLanguage';
import { heroPreloadHint } from './heroPreload';
import { pageHead } from './pageHead';
import { previewImageUrl, requestOrigin } from './previewImage';
import { builtTitle, indexWithHead, shellPage, shellTextHints, type ShellIndexFile } from './shellDocument';
import { previewBadge, withPreviewBadge } from './previewBadge';
import { indexWithScriptFont } from './scriptFonts';
import { SERVED_PAGE_SCRIPT_SOURCE } from './serverRender/servedPageScript';
import { isChromeRender, withServedChrome } from './serverRender/servedChrome';
import { withServerRender } from './serverRender/serverRenderedPage';
import type { ServerRenders } from './serverRender/serverRenders';
import { isShellServerFile, type ShellRender } from './serverRender/shellRender';
import { allowInlineScript, allowInlineStyle } from '../security/securityHeaders';

export interface DocumentRouteOptions {
  shellDir: string;
  shellIndex: ShellIndexFile;
  registry: LiveRegistry;
  remoteHints: RemoteHints;
  files: StaticFiles;
  cache: VariantCache;
  redirectPolicy: RedirectPolicy;
  /** PUBLIC_URL: the portal's public origin for absolute links (canonical, og:*); else the request's. */
  publicUrl?: string;
  /** Live versions' server renders for visitors' documents (SERVER_RENDER); absent: every page renders in the browser. */
  serverRenders?: ServerRenders;
  /** The shell's server render of its own pages (the home); absent with SERVER_RENDER off. */
  shellRender?: ShellRender;
}

/** The shell fetches the registry before any remote: preload it on every page. */
const REGISTRY_HINT: PreloadHint = { href: '/registry.json', as: 'fetch', crossorigin: true };

const SHELL_NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Player portal</title><p>The shell is not built yet: run <code>npm run build -w shell</code>.</p>';

/**
 * Every other GET: a shell file (`/main.1a2b3c4d.js`), else for page navigations the shell's
 * index.html with the owning remote's preload hints, else a JSON 404.
 */
export function registerDocumentRoute(app: FastifyInstance, options: DocumentRouteOptions) {
  const redirect = redirectStep(options.redirectPolicy);
  app.get(
    '/*',
    {
      compress: false,
      onRequest: async (request, reply) => {
        const pathname = decodedPathname(request);
        if (pathname !== undefined && isPageNavigation(request, pathname)) return redirect(request, reply);
      },
    },
    async (request, reply) => {
      const pathname = decodedPathname(request);
      if (pathname === undefined) return sendNotFound(reply, 'This address');
      if (
        hasExtension(pathname) &&
        !isShellServerFile(pathname) &&
        (await options.files.send(request, reply, options.shellDir, pathname.slice(1)))
      ) {
        return reply;
      }
      if (!isPageNavigation(request, pathname)) return sendNotFound(reply, pathname);
      return sendShellDocument(request, reply, pathname, options);
    },
  );
}

async function sendShellDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  { shellIndex, registry, remoteHints, cache, publicUrl, serverRenders, shellRender }: DocumentRouteOptions,
) {
  const index = await shellIndex.read();
  if (!index)
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(SHELL_NOT_BUILT);
  // The registry as it is now, as this browser gets it (its canary share, its preview): a route a
  // deploy added (or a rollback removed) counts from this request on, and the hints match the
  // /registry.json the shell will read with the same cookies.
  const snapshot = await registry.forBrowser(releasesOf(request, reply));
  const route = snapshot.routes.match(pathname)?.route;
  const owner = route ? snapshot.byApp.get(route.app) : undefined;
  const { language, setCookie } = documentLanguage(request, request.protocol === 'https');
  // Without a language named, the page's first render is in the default one (the region may
  // switch it later): that language's texts are the ones worth hinting.
  const textsLanguage = language ?? DEFAULT_LANGUAGE;
  const origin = publicUrl ?? requestOrigin(request);
  const hero = route ? heroPreloadHint(snapshot, origin, route) : undefined;
  const hints = [
    REGISTRY_HINT,
    // The hero is the page's largest paint: fetched alongside the scripts, not after them.
    ...(hero ? [hero] : []),
    ...shellTextHints(index, textsLanguage),
    ...(owner ? await remoteHints.forRemote(owner, textsLanguage) : []),
  ];
  const head = route?.meta
    ? pageHead({
        meta: route.meta,
        origin,
        pathname,
        requestedLanguage: new URLSearchParams(request.url.split('?')[1] ?? '').get('lang') ?? undefined,
        documentLanguage: language,
        imageUrl: previewImageUrl(snapshot, origin, route),
        siteName: builtTitle(index),
      })
    : undefined;
  const inLanguage = indexWithScriptFont(
    head ? indexWithHead(index, head) : indexInLanguage(index, language),
    language,
  );
  if (inLanguage.styleSource) allowInlineStyle(reply, inLanguage.styleSource);
  const shellOnly = shellPage(inLanguage.index, hints);
  // A visitor's landing arrives drawn: the owning remote's server render, if its live version has
  // one; on the shell's own routes (the home), the shell's. The shell's chrome is drawn around it
  // (or around the skeleton of a page that is not drawn), except in a game's webview, whose header
  // differs and whose mode the browser may only learn later.
  const visitor = isVisitor(request);
  const target = owner?.serverRender
    ? { app: owner.app, version: owner.version, ...owner.serverRender }
    : await shellRender?.forRoute(route, index);
  const chromeTarget =
    serverRenders && visitor && !webviewOf(request).isWebview ? await shellRender?.chrome(index) : undefined;
  const [rendered, chrome] = await Promise.all([
    serverRenders && target && visitor ? serverRenders.render(target, pathname, textsLanguage) : null,
    serverRenders && chromeTarget
      ? serverRenders.render(chromeTarget, pathname, textsLanguage, routedRemotes(owner))
      : null,
  ]);
  const withRender = rendered && target ? withServerRender(shellOnly, target.app, rendered) : undefined;
  const withChrome = isChromeRender(chrome)
    ? withServedChrome(withRender?.page ?? shellOnly, chrome, { keepsTaps: withRender !== undefined })
    : undefined;
  for (const drawn of [withRender, withChrome]) if (drawn) allowInlineStyle(reply, drawn.styleSource);
  // The listener keeping taps on the served markup until the shell takes over.
  if (withRender || withChrome) allowInlineScript(reply, SERVED_PAGE_SCRIPT_SOURCE);
  const page = withChrome?.page ?? withRender?.page ?? shellOnly;
  const badge = previewBadge(snapshot);
  const body = Buffer.from(withPreviewBadge(page.html, badge));
  reply.header('link', page.link);
  if (setCookie) reply.header('set-cookie', setCookie);
  reply.header('vary', 'Cookie');
  // Unknown paths still get the shell: it renders the 404 page, the status tells crawlers.
  return sendRepresentation(request, reply, cache, {
    status: route ? 200 : 404,
    contentType: 'text/html; charset=utf-8',
    cacheControl: NO_CACHE,
    etag: badge
      ? `W/"${createHash('sha256').update(`${page.cacheKey}\u0000${badge}`).digest('base64url').slice(0, 22)}"`
      : page.etag,
    size: body.length,
    source: { key: `page\u0000${page.cacheKey}\u0000${badge}`, load: async () => body },
  });
}

/** The owning remote's routes, as the registry gives them to the browser: the chrome marks the page's destination by them. */
const routedRemotes = (owner: RemoteLocation | undefined): RoutedRemote[] =>
  owner?.release ? [{ app: owner.app, routes: owner.release.routes }] : [];

/** Signed-in players keep the browser's render: their pages differ from what a visitor is shown. */
const isVisitor = (request: FastifyRequest) =>
  readSessionCookies(request.headers.cookie ?? '').token === null;

/** A browser navigation asks for HTML; tools (curl, fetch without Accept) get it for extensionless paths. */
export function isPageNavigation(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  if (accept?.includes('text/html')) return true;
  return !hasExtension(pathname) && (!accept || accept.includes('*/*'));
}

const hasExtension = (pathname: string) => /\.[^/]*$/.test(pathname);

function decodedPathname(request: FastifyRequest): string | undefined {
  try {
    return decodeURIComponent(request.url.split('?', 1)[0] ?? '/');
  } catch {
    return undefined;
  }
}
