import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType, negotiateEncoding } from '../compression/negotiate';
import type { VariantCache, VariantSource } from '../compression/variantCache';

/** One resource as the gateway sends it: headers plus a body whose encoded forms are cached. */
export interface Representation {
  contentType: string;
  cacheControl: string;
  /** Weak: the same validator covers every encoding of the content. */
  etag: string;
  size: number;
  source: VariantSource;
  status?: number;
}

export async function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: VariantCache,
  representation: Representation,
): Promise<FastifyReply> {
  const { contentType, cacheControl, etag, size, source, status = 200 } = representation;
  const compressible = isCompressibleType(contentType) && size >= COMPRESSION_THRESHOLD_BYTES;
  reply
    .code(status)
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('etag', etag);
  if (compressible) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  const body = await cache.get(source, encoding ?? 'identity');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

export const weakEtag = (...parts: (string | number)[]) =>
  `W/"${parts.map((part) => (typeof part === 'number' ? part.toString(36) : part.replace(/[^\w-]/g, '-'))).join('-')}"`;

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
