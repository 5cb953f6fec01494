import type { ApiError } from '@portal/contracts';

/**
 * The server answered, but not with success: `success: false`, a non-2xx status, or a body
 * that breaks the contract (`INVALID_RESPONSE`). `errors` keeps the API's codes and fields
 * so a form can put each message under its field.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly errors: ApiError[];

  constructor(status: number, errors: ApiError[]) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.errors = errors;
  }

  /** The first error's code, e.g. `INVALID_AUTH_CREDENTIAL`. */
  get code(): string {
    return this.errors[0]?.code ?? `HTTP_${this.status}`;
  }

  hasCode(code: string): boolean {
    return this.errors.some((error) => error.code === code);
  }

  /** The first error for each field, for `setError(field, …)`. */
  fieldErrors(): Record<string, ApiError> {
    const byField: Record<string, ApiError> = {};
    for (const error of this.errors) {
      if (error.field && !(error.field in byField)) byField[error.field] = error;
    }
    return byField;
  }
}

export type ApiNetworkErrorCode = 'NETWORK_ERROR' | 'TIMEOUT';

/** No answer at all: the network failed (`NETWORK_ERROR`) or the timeout ran out (`TIMEOUT`). */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  readonly code: ApiNetworkErrorCode;

  constructor(code: ApiNetworkErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export const INVALID_RESPONSE = 'INVALID_RESPONSE';

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export function isApiNetworkError(error: unknown): error is ApiNetworkError {
  return error instanceof ApiNetworkError;
}
