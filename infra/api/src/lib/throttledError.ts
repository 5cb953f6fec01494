import { errorCodes } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';

/** A 429 that also tells when to come back (the routes copy it into Retry-After). */
export class ThrottledError extends ApiHttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, errorCodes.rateLimited, message);
    this.name = 'ThrottledError';
  }
}
