import { Worker } from 'node:worker_threads';
import type { RoutedRemote } from '@portal/routes';
import * as v from 'valibot';

/** What a remote's `render` answers: its first view's markup and CSS, or null for a page it does not draw. */
export interface ServerRender {
  html: string;
  css: string;
  /** The public API answers its first view read, by the URL the browser asks (the document carries them). */
  data?: Record<string, unknown>;
  /** Markup that goes after the page's main: the shell's bottom navigation, in its chrome's render. */
  tail?: string;
}

/** The render file's functions the gateway calls: a page's first view, or the shell's chrome. */
export type RenderEntry = 'render' | 'renderChrome';

export interface ServerRenderRequest {
  path: string;
  language: string;
  origin?: string;
  dataWaitMs?: number;
  /** The function to call; `render` when absent. */
  entry?: RenderEntry;
  /** The live remotes' routes (the chrome marks the page's destination by its route's menu key). */
  remotes?: readonly RoutedRemote[];
}

/**
 * The worker's code, evaluated as CommonJS: the render file is loaded once, with its images' folder
 * set first (mf-build's assetBase.ts reads it), and answers one message per render.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis.PORTAL_ASSET_BASE = workerData.assetBase;
let loaded;
try { loaded = { module: require(workerData.file) }; } catch (error) { loaded = { error }; }
parentPort.on('message', async ({ id, request }) => {
  try {
    if (loaded.error) throw loaded.error;
    const entry = loaded.module[request.entry || 'render'];
    if (typeof entry !== 'function') throw new Error('the render file has no ' + (request.entry || 'render'));
    const page = await entry(request);
    const data = page && page.data && typeof page.data === 'object' ? page.data : undefined;
    const tail = page && page.tail !== undefined ? String(page.tail) : undefined;
    parentPort.postMessage({ id, page: page ? { html: String(page.html), css: String(page.css), data, tail } : null });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

const AnswerSchema = v.union([
  v.object({
    id: v.number(),
    page: v.nullable(
      v.object({
        html: v.string(),
        css: v.string(),
        data: v.optional(v.record(v.string(), v.unknown())),
        tail: v.optional(v.string()),
      }),
    ),
  }),
  v.object({ id: v.number(), error: v.string() }),
]);

interface Pending {
  resolve: (page: ServerRender | null) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One version's server render in a worker thread of its own: a render that hangs is cut off by
 * ending the thread (the event loop of the gateway never runs the remote's code). The thread ends
 * itself after `idleMs` without renders, so versions rolled away from do not keep theirs.
 */
export class RenderWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private ended = false;

  constructor(
    target: { file: string; assetBase: string },
    private readonly options: { hangMs: number; idleMs: number; onEnd: () => void },
  ) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: target });
    this.worker.unref();
    this.worker.on('message', (message: unknown) => this.answer(message));
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', (code) => this.end(new Error(`the render thread exited (${code})`)));
    this.keepAlive();
  }

  get alive(): boolean {
    return !this.ended;
  }

  render(request: ServerRenderRequest): Promise<ServerRender | null> {
    if (this.ended) return Promise.reject(new Error('the render thread has ended'));
    this.keepAlive();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.end(new Error(`the render took more than ${this.options.hangMs} ms: its thread was ended`));
      }, this.options.hangMs);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, request });
    });
  }

  private answer(message: unknown) {
    const parsed = v.safeParse(AnswerSchema, message);
    if (!parsed.success) return;
    const pending = this.pending.get(parsed.output.id);
    if (!pending) return;
    this.pending.delete(parsed.output.id);
    clearTimeout(pending.timer);
    if ('error' in parsed.output) pending.reject(new Error(parsed.output.error));
    else pending.resolve(parsed.output.page);
  }

  private keepAlive() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.end(new Error('idle')), this.options.idleMs);
    this.idleTimer.unref();
  }

  /** Ends the thread and fails what it still owed. */
  end(cause: Error) {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.idleTimer);
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(cause);
    }
    this.pending.clear();
    void this.worker.terminate();
    this.options.onEnd();
  }
}
