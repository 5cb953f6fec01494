import type { RoutedRemote } from '@portal/routes';
import { RenderWorker, type RenderEntry, type ServerRender, type ServerRenderRequest } from './renderWorker';

/** A live version's server render, as the registry names it. */
export interface RenderTarget {
  app: string;
  version: string;
  /** The render file on this gateway's disk. */
  file: string;
  /** Where the version's browser files are served (its images' URLs). */
  assetBase: string;
  /** The render file's function: `render` (a page's first view) unless named. */
  entry?: RenderEntry;
}

export type RenderFailure = 'error' | 'timeout';

export interface ServerRenderOptions {
  /** How long a document waits for a render; past it the page is sent as the browser renders it. */
  budgetMs: number;
  /** How long a render is reused for the same version, path and language. */
  cacheMs: number;
  /**
   * How long past that it is still sent when the next render of its key runs past the budget (a
   * thread that ended after idling, a busy machine): an older first view beats none.
   */
  staleMs: number;
  /** A render still running after this is cut off (its thread ended). */
  hangMs: number;
  /** A thread without renders for this long ends itself. */
  idleMs: number;
  /** Where the API answers the render's reads. */
  apiOrigin: string;
  onFailure: (target: RenderTarget, failure: RenderFailure, error: unknown) => void;
}

interface Cached {
  until: number;
  page: Promise<ServerRender | null>;
  /** The render once it answered: served while the next one for the same key is under way. */
  answered?: { page: ServerRender | null };
}

const MAX_CACHED = 200;

/**
 * Threads and renders belong to a version, not only to a file: the shell's render keeps its path
 * across rebuilds, so a new build (a new version) gets a thread that loads its new code, and the
 * old thread ends once unused.
 */
const versionKey = (target: RenderTarget) => `${target.file}\u0000${target.version}`;
const TIMED_OUT = Symbol('timed out');

/**
 * Runs the live versions' server renders for the gateway's documents: one worker thread per render
 * version, each render reused for `cacheMs` per (version, path, language), and every failure (a throw,
 * or no answer within the budget) answered with null so the document falls back to today's page.
 * A render that answers after the budget still fills the cache for the next visitor, and while a
 * key's next render runs past the budget its previous answer is sent (up to `staleMs` old).
 */
export class ServerRenders {
  private readonly workers = new Map<string, RenderWorker>();
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly options: ServerRenderOptions) {}

  /**
   * `remotes`: the live remotes' routes, for a render that draws the navigation (the shell's chrome).
   * They are not part of the reuse key: a deploy that moves a route's menu key shows within `cacheMs`.
   */
  async render(
    target: RenderTarget,
    path: string,
    language: string,
    remotes?: readonly RoutedRemote[],
  ): Promise<ServerRender | null> {
    const { page, previous } = this.cached(target, {
      path,
      language,
      origin: this.options.apiOrigin,
      entry: target.entry,
      remotes,
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), this.options.budgetMs);
    });
    try {
      const outcome = await Promise.race([page, late]);
      if (outcome !== TIMED_OUT) return outcome;
      // The same version's render of a few seconds ago is better than none while the new one runs;
      // its data may be minutes old, so it goes without it and the browser reads fresh answers.
      if (previous) return previous.page && { ...previous.page, data: undefined };
      this.options.onFailure(target, 'timeout', new Error(`no answer within ${this.options.budgetMs} ms`));
    } catch (error) {
      this.options.onFailure(target, 'error', error);
    } finally {
      clearTimeout(timer);
    }
    return null;
  }

  /** Starts the threads of these renders (the live versions), so a first visitor does not wait for one to load. */
  warm(targets: readonly RenderTarget[]): void {
    for (const target of targets) this.worker(target);
  }

  /** Ends every render thread (the gateway is closing). */
  close(): void {
    for (const worker of this.workers.values()) worker.end(new Error('the gateway is closing'));
  }

  private cached(
    target: RenderTarget,
    request: ServerRenderRequest,
  ): { page: Promise<ServerRender | null>; previous?: Cached['answered'] } {
    const key = `${versionKey(target)}\u0000${target.entry ?? 'render'}\u0000${request.path}\u0000${request.language}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return { page: hit.page, previous: hit.answered };
    const entry: Cached = {
      until: now + this.options.cacheMs,
      page: this.worker(target).render({ ...request, dataWaitMs: Math.round(this.options.budgetMs / 2) }),
      answered: hit && this.usable(hit, now) ? hit.answered : undefined,
    };
    entry.page.then(
      (page) => {
        entry.answered = { page };
      },
      // A failed render is not reused: the next document asks again.
      () => {
        if (this.cache.get(key) === entry) this.cache.delete(key);
      },
    );
    this.cache.delete(key);
    this.cache.set(key, entry);
    // Least recently rendered first: past the limit, or too old to be sent even as a fallback.
    for (const [oldest, cached] of this.cache) {
      if (this.cache.size <= MAX_CACHED && this.usable(cached, now)) break;
      this.cache.delete(oldest);
    }
    return { page: entry.page, previous: entry.answered };
  }

  /** Young enough to be sent while its key's next render runs past the budget. */
  private usable(cached: Cached, now: number): boolean {
    return cached.until + this.options.staleMs > now;
  }

  private worker(target: RenderTarget): RenderWorker {
    const key = versionKey(target);
    const running = this.workers.get(key);
    if (running?.alive) return running;
    const worker = new RenderWorker(
      { file: target.file, assetBase: target.assetBase },
      {
        hangMs: this.options.hangMs,
        idleMs: this.options.idleMs,
        onEnd: () => {
          if (this.workers.get(key) === worker) this.workers.delete(key);
        },
      },
    );
    this.workers.set(key, worker);
    return worker;
  }
}
