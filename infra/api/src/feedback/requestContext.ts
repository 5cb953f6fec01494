import { LANGUAGE_HEADER, SUPPORTED_LANGUAGES, type LanguageCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

const isLanguage = (value: string): value is LanguageCode =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * The portal language of the sender: the client's x-lang header (the API client always sends it),
 * else the first Accept-Language entry the portal speaks (`vi` is Vietnamese, the portal's `vn`).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): LanguageCode | null {
  const header = request.headers[LANGUAGE_HEADER];
  const explicit = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (explicit && isLanguage(explicit)) return explicit;
  for (const entry of (request.headers['accept-language'] ?? '').split(',')) {
    const primary = entry.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (primary === 'vi' || primary === 'vn') return 'vn';
    if (primary === 'en') return 'en';
  }
  return null;
}
