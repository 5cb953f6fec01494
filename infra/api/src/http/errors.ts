import { errorCodes, type ApiError, type ErrorCode } from '@portal/contracts';
import * as v from 'valibot';

/** A domain error the error handler turns into an envelope with this status and code. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}

export type RequestPart = 'params' | 'querystring' | 'body' | 'headers';

const PART_LABELS: Record<RequestPart, string> = {
  params: 'path parameter',
  querystring: 'query parameter',
  body: 'body field',
  headers: 'header',
};

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** Invalid input: carries one API error per offending field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly errors: ApiError[];

  constructor(part: RequestPart, issues: readonly v.BaseIssue<unknown>[]) {
    const errors = issues.map((issue) => {
      const path = v.getDotPath(issue);
      // Params, query and headers are flat: name the input, not an index inside its parsed value.
      const field = (part === 'body' ? path : path?.split('.')[0]) || (part === 'body' ? '(body)' : '(all)');
      // valibot words a missing key as "Invalid key: Expected ..."; say what is wrong instead.
      const missing = OBJECT_TYPES.has(issue.type) && issue.received === 'undefined' && path !== null;
      return {
        code: errorCodes.validation,
        field,
        message: `Invalid ${PART_LABELS[part]} "${field}": ${missing ? `${field} is required` : issue.message}`,
      };
    });
    super(errors.map((error) => error.message).join('; '));
    this.name = 'RequestValidationError';
    this.errors = errors;
  }
}
