export type ContentEncoding = 'br' | 'gzip';

/** Picks br, then gzip, from an Accept-Encoding header (q-values honoured); undefined means identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(token.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<ContentEncoding | undefined>(
    (chosen, encoding) =>
      weight(encoding) > 0 && (!chosen || weight(encoding) > weight(chosen)) ? encoding : chosen,
    undefined,
  );
  return best;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export const isCompressibleType = (contentType: string) => COMPRESSIBLE.test(contentType);

/** Below this size compression costs more than it saves (one TCP packet). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
