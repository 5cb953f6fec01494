import { isApiRequestError } from '@portal/api-client';

/** The first error code of an API failure, or null for a network failure or anything else. */
export function errorCode(error: unknown): string | null {
  return isApiRequestError(error) ? (error.errors[0]?.code ?? null) : null;
}
