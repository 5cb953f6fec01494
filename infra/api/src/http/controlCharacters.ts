import { errorCodes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './errors';

/** C0 controls and DEL, except tab, line feed and carriage return (text fields may hold lines). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The dotted path of the first string holding a control character, or null. */
function findControl(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return itemPath;
    const found = findControl(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * NUL and other control characters are refused with 400 on every route, signed ones included,
 * before any handler, signature check or database sees them (PostgreSQL refuses NUL in text).
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = {
      'path parameter': request.params,
      'query parameter': request.query,
      'body field': request.body,
    };
    for (const [label, value] of Object.entries(parts)) {
      const field = findControl(value, '');
      if (field !== null) {
        throw new ApiHttpError(
          400,
          errorCodes.validation,
          `Invalid ${label} "${field || '(value)'}": control characters are not allowed`,
        );
      }
    }
  });
}
