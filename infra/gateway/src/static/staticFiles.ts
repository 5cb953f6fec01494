import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType, negotiateEncoding } from '../compression/negotiate';
import type { VariantCache } from '../compression/variantCache';
import { sendRepresentation, weakEtag } from '../http/sendRepresentation';
import { cacheControlFor } from './cachePolicy';
import { contentTypeFor } from './mimeTypes';

/** Text files up to this size are compressed once and held in memory; larger ones go as they are. */
const MAX_CACHED_FILE_BYTES = 8 * 1024 * 1024;
const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * `a/b.js` under `root`, or undefined for anything that could leave it or reach a hidden file
 * (`..`, `.env`, backslashes, NUL, empty segments). Checked before @fastify/static is asked, so a
 * miss stays ours to answer (the shell document, or our JSON 404).
 */
export function resolveInside(root: string, relativePath: string): string | undefined {
  const segments = relativePath.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || /[\\\0]/.test(segment)))
    return undefined;
  const file = path.join(root, ...segments);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * @fastify/static with the gateway's rules: every file served from a root given per request
 * (`reply.sendFile`), the `.br`/`.gz` forms a deploy wrote next to a file chosen by Accept-Encoding
 * (`preCompressed`), Range, Last-Modified, ETag and 304 from @fastify/send, and our cache rule
 * (hashed names immutable, the rest no-cache). Register once, before the routes that send files.
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.sep,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
      reply.header('content-type', contentTypeFor(file.replace(/\.(br|gz)$/, '')));
    },
  });
}

export class StaticFiles {
  constructor(private readonly cache: VariantCache) {}

  /** Sends `relativePath` under `root`; resolves false when there is no such file (the caller answers the 404). */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    root: string,
    relativePath: string,
  ): Promise<boolean> {
    const file = resolveInside(root, relativePath);
    const stat = file ? await statFile(file) : undefined;
    if (!file || !stat) return false;
    const contentType = contentTypeFor(file);
    if (await this.needsCompressionInMemory(request, file, contentType, stat)) {
      // A text file nobody precompressed (the shell's build): brotli it once, then serve from memory.
      await sendRepresentation(request, reply, this.cache, {
        contentType,
        cacheControl: cacheControlFor(file),
        etag: weakEtag(stat.size, Math.floor(stat.mtimeMs)),
        size: stat.size,
        source: { key: `${file}\u0000${stat.mtimeMs}\u0000${stat.size}`, load: () => fs.readFile(file) },
      });
      return true;
    }
    await reply.sendFile(path.relative(root, file), root);
    return true;
  }

  /**
   * Only when the client takes br or gzip, asks for the whole file, and the deploy wrote no
   * compressed form: everything else (binary files, precompressed remotes, Range requests) is
   * @fastify/static's.
   */
  private async needsCompressionInMemory(
    request: FastifyRequest,
    file: string,
    contentType: string,
    stat: Stats,
  ): Promise<boolean> {
    if (!isCompressibleType(contentType) || request.headers.range) return false;
    if (stat.size < COMPRESSION_THRESHOLD_BYTES || stat.size > MAX_CACHED_FILE_BYTES) return false;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return false;
    return !(await statFile(file + PRECOMPRESSED_SUFFIX[encoding]));
  }
}

async function statFile(file: string): Promise<Stats | undefined> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}
