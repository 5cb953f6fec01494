/**
 * Keeps each text response's encoded forms in memory, so a file or document is compressed once
 * per content version, not once per request. Brotli at quality 11 is used when the deploy CLI
 * precomputed `.br`/`.gz` siblings; otherwise quality 9 keeps the first request quick.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentEncoding } from './negotiate';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = ContentEncoding | 'identity';

export function compress(body: Buffer, encoding: ContentEncoding, quality: 'fast' | 'max'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 9,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export interface VariantSource {
  /** Unique per content version: path + mtime + size, or a document's inputs. */
  key: string;
  load: () => Promise<Buffer>;
  /** An already encoded form on disk, preferred over compressing at runtime. */
  loadEncoded?: (encoding: ContentEncoding) => Promise<Buffer | undefined>;
}

export class VariantCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private totalBytes = 0;

  constructor(private readonly maxBytes = 128 * 1024 * 1024) {}

  get(source: VariantSource, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}\u0000${source.key}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Refresh recency: Map iteration order is insertion order, so re-inserting marks it most recent.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = this.produce(source, encoding);
    this.entries.set(key, pending);
    pending.then(
      (body) => this.account(key, body.length),
      () => this.entries.delete(key),
    );
    return pending;
  }

  private async produce(source: VariantSource, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return source.load();
    const encoded = await source.loadEncoded?.(encoding);
    if (encoded) return encoded;
    return compress(await this.get(source, 'identity'), encoding, 'fast');
  }

  private account(key: string, size: number) {
    if (!this.entries.has(key)) return;
    this.sizes.set(key, size);
    this.totalBytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      if (oldest === key) continue;
      this.entries.delete(oldest);
      this.totalBytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}
