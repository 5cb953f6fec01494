import { createReadStream, promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCompressibleType } from '../compression/negotiate';
import type { VariantCache } from '../compression/variantCache';
import { sendRepresentation, weakEtag } from '../http/sendRepresentation';
import { cacheControlFor } from './cachePolicy';
import { contentTypeFor } from './mimeTypes';

/** Text files up to this size are held in memory with their encoded forms; larger ones stream. */
const MAX_CACHED_FILE_BYTES = 8 * 1024 * 1024;
const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * `a/b.js` under `root`, or undefined for anything that could leave it or reach a hidden file
 * (`..`, `.env`, backslashes, NUL, empty segments).
 */
export function resolveInside(root: string, relativePath: string): string | undefined {
  const segments = relativePath.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || /[\\\0]/.test(segment)))
    return undefined;
  const file = path.join(root, ...segments);
  return file.startsWith(root + path.sep) ? file : undefined;
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
    const cacheControl = cacheControlFor(file);
    const etag = weakEtag(stat.size, Math.floor(stat.mtimeMs));
    if (isCompressibleType(contentType) && stat.size <= MAX_CACHED_FILE_BYTES) {
      await sendRepresentation(request, reply, this.cache, {
        contentType,
        cacheControl,
        etag,
        size: stat.size,
        source: {
          key: `${file}\u0000${stat.mtimeMs}\u0000${stat.size}`,
          load: () => fs.readFile(file),
          loadEncoded: async (encoding) => readIfFresh(file + PRECOMPRESSED_SUFFIX[encoding], stat),
        },
      });
      return true;
    }
    reply.header('content-type', contentType).header('cache-control', cacheControl).header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
    } else {
      await reply.header('content-length', stat.size).send(createReadStream(file));
    }
    return true;
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

/** A precompressed sibling counts only when it is at least as new as the file it encodes. */
async function readIfFresh(sibling: string, original: Stats): Promise<Buffer | undefined> {
  const stat = await statFile(sibling);
  return stat && stat.mtimeMs >= original.mtimeMs ? fs.readFile(sibling) : undefined;
}
