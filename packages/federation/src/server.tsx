import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sendApiCallsTo, servedAnswers, type ServedAnswerMap } from '@portal/api-client';
import { API_PREFIX } from '@portal/contracts';
import { changeLanguage, DEFAULT_LANGUAGE, isSupportedLanguage } from '@portal/i18n';
import {
  matchPattern,
  specificity,
  type PageKey,
  type RouteDeclaration,
  type RouteParams,
} from '@portal/routes';
import { languageAtom, sessionStore } from '@portal/session';
import { GlobalStyles } from '@portal/ui';

/** What a remote's server render answers: the markup of its first view and the CSS it uses. */
export interface ServerRender {
  html: string;
  css: string;
  /** The public API answers the first view read within its data wait, for the browser's first reads. */
  data?: ServedAnswerMap;
}

/**
 * An emotion cache in `compat` mode: it keeps every rule it serialises in `cache.inserted` (what
 * @emotion/server reads) instead of writing `<style>` elements into the markup.
 */
function collectingCache() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * Renders a tree to HTML with emotion's rules collected instead of inlined, so the markup carries
 * no `<style>` elements and its CSS can go into the document's head as one sheet.
 */
export function renderWithStyles(tree: ReactNode): ServerRender {
  const cache = collectingCache();
  const markup = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const { html, css: attributeCss } = styleAttributesToRules(markup);
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { html, css: css + attributeCss };
}

/**
 * The class rules (`.css-…`, with their media queries) emotion compiles to render `trees`, each
 * once: what a document can carry for the browser's emotion cache to adopt. `<Global>` styles are
 * left out: the app's own `<Global>` inserts them in the browser either way.
 */
export function renderClassRules(...trees: ReactNode[]): string {
  const cache = collectingCache();
  for (const tree of trees) renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const classSelector = `.${cache.key}-`;
  return Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string' && rule.includes(classSelector))
    .join('');
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/**
 * The portal's CSP allows no `style="…"` attribute in markup (no hash can name one), so each becomes
 * a rule of the render's sheet on a `data-ssr-style` attribute, `!important` as the attribute was
 * stronger than any class. In the browser React sets such styles through the CSSOM, which is allowed.
 */
export function styleAttributesToRules(markup: string): ServerRender {
  const rules: string[] = [];
  const html = markup.replace(/ style="([^"]*)"/g, (_, escaped: string) => {
    const declarations = escaped
      .replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity)
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => `${declaration} !important`);
    rules.push(`[data-ssr-style="${rules.length}"]{${declarations.join(';')}}`);
    return ` data-ssr-style="${rules.length - 1}"`;
  });
  return { html, css: rules.join('') };
}

/** An answer, or `fallback` once `ms` passed: a first view never waits long on the API. */
export function withinMs<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** What the gateway asks a remote's server render for: a visitor's page in one language. */
export interface ServerRenderRequest {
  path: string;
  language: string;
  /** Where the portal's API answers (`http://127.0.0.1:8081`); the data is fetched from `<origin>/api`. */
  origin?: string;
  /** How long the first view's API reads may take before it renders without them. */
  dataWaitMs?: number;
}

/** The renders of this bundle (its page render, the shell's chrome), queued one after another. */
let renderQueue: Promise<unknown> = Promise.resolve();

/**
 * One render at a time: the language and the API address are module state of the render's copy
 * of i18next and the session store, so two renders must not interleave between their awaits. Every
 * function wrapped here shares one queue, as they share that state.
 */
export function oneAtATime<A, R>(render: (request: A) => Promise<R>): (request: A) => Promise<R> {
  return (request) => {
    const next = renderQueue.then(() => render(request));
    renderQueue = next.catch(() => undefined);
    return next;
  };
}

/**
 * Points the render's copies of the shared state at this request: API calls to the portal's API,
 * texts and the session's language in the page's language (English for any other).
 */
export async function prepareServerRender({ language, origin }: ServerRenderRequest) {
  sendApiCallsTo(origin ? `${origin.replace(/\/+$/, '')}${API_PREFIX}` : API_PREFIX);
  const pageLanguage = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  await changeLanguage(pageLanguage);
  // What the shell's boot does in the browser: pages format numbers and pick content by it.
  sessionStore.set(languageAtom, pageLanguage);
}

/** The API's share of the gateway's time budget when it names none: past it a page renders without its data. */
const DATA_WAIT_MS = 80;

export interface ServerPageContext {
  /** The route pattern's params (`/profiles/:name` → `{ name }`). */
  params: RouteParams;
  /** An API read's answer, or null when it fails or the request's data wait has passed. */
  within: <T>(work: Promise<T>) => Promise<T | null>;
}

/** A page drawn on the server: its first view, or null to leave the page to the browser. */
export type ServerPage = (context: ServerPageContext) => ReactNode | Promise<ReactNode>;

export interface PageServerRenderOptions<R extends readonly RouteDeclaration[]> {
  /** The app's declared routes: a page is drawn at its routes' patterns. */
  routes: R;
  /** The pages drawn on the server, by page key (the pages strangers land on); others answer null. */
  pages: Partial<Record<PageKey<R>, ServerPage>>;
  /** Loads the app's texts in the request's language. */
  registerTexts: () => Promise<void>;
  /** The providers the app renders its pages in (theme, texts…). */
  Providers?: ComponentType<{ children: ReactNode }>;
}

const NoProviders = ({ children }: { children: ReactNode }) => children;

interface PageMatch {
  pattern: string;
  params: RouteParams;
  page: ServerPage;
}

/** The most specific route at `path` that has a page drawn on the server (react-router's choice). */
function matchPage(
  routes: readonly RouteDeclaration[],
  pages: Partial<Record<string, ServerPage>>,
  path: string,
): PageMatch | undefined {
  let best: PageMatch | undefined;
  for (const route of routes) {
    const page = pages[route.page];
    const params = page ? matchPattern(route.path, path) : null;
    if (page && params && (!best || specificity(route.path) > specificity(best.pattern)))
      best = { pattern: route.path, params, page };
  }
  return best;
}

/**
 * A remote's `render` (its `serverRender` entry): a visitor's first view of one of `pages` in the
 * page's language, its API reads bounded by the request's data wait, inside the app's providers and
 * a router at the path (pages read their params and links as in the browser).
 */
export function pageServerRender<R extends readonly RouteDeclaration[]>({
  routes,
  pages,
  registerTexts,
  Providers = NoProviders,
}: PageServerRenderOptions<R>) {
  const renderPage = oneAtATime(
    async ({
      request,
      match,
    }: {
      request: ServerRenderRequest;
      match: PageMatch;
    }): Promise<ServerRender | null> => {
      await prepareServerRender(request);
      const deadline = Date.now() + (request.dataWaitMs ?? DATA_WAIT_MS);
      const within = <T,>(work: Promise<T>) =>
        withinMs<T | null>(work, Math.max(0, deadline - Date.now()), null);
      const stopRecording = servedAnswers.record(deadline);
      let page: ReactNode;
      let data: ServedAnswerMap;
      try {
        [page] = await Promise.all([match.page({ params: match.params, within }), registerTexts()]);
      } finally {
        data = stopRecording();
      }
      if (page === null || page === undefined) return null;
      // Addresses the markup names (an avatar's `/api/public/avatars/…`) are the portal's, not the API's own.
      sendApiCallsTo(API_PREFIX);
      const rendered = renderWithStyles(
        <MemoryRouter initialEntries={[request.path]}>
          <Providers>
            {/* The shell's document-wide styles (font stack, line heights, headings' margins) go
                with every served page: drawn without them, its text would reflow once the shell
                adds them, moving it and making it the page's largest paint a second time. */}
            <GlobalStyles />
            <Routes>
              <Route path={match.pattern} element={page} />
            </Routes>
          </Providers>
        </MemoryRouter>,
      );
      return { ...rendered, data };
    },
  );
  // A path it does not draw is answered at once, not behind another page's render (its data wait).
  return (request: ServerRenderRequest): Promise<ServerRender | null> => {
    const match = matchPage(routes, pages, request.path);
    return match ? renderPage({ request, match }) : Promise.resolve(null);
  };
}
