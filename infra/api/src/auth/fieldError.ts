import * as v from 'valibot';
import { RequestValidationError, type RequestPart } from '../http/errors';

/** A 400 VALIDATION_ERROR naming one input, for rules a schema cannot see (allowed origins…). */
export function fieldError(part: RequestPart, field: string, message: string): RequestValidationError {
  const result = v.safeParse(
    v.object({
      [field]: v.pipe(
        v.unknown(),
        v.check(() => false, message),
      ),
    }),
    { [field]: null },
  );
  return new RequestValidationError(part, result.issues ?? []);
}
