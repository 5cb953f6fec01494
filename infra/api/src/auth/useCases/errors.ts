import { decodePassword, errorCodes, messages } from '@portal/contracts';
import { ApiHttpError } from '../../http/errors';

/** The refusals the sign-in use cases share, each worded once. */
export const emailIsUsed = () => new ApiHttpError(409, errorCodes.emailIsUsed, messages.emailIsUsed);
export const codeNotMatch = () =>
  new ApiHttpError(422, errorCodes.verificationCodeNotMatch, messages.verificationCodeNotMatch);
export const codeExpired = () =>
  new ApiHttpError(
    422,
    errorCodes.verificationCodeExpired,
    'This code has expired. Please ask for a new one.',
  );
export const invalidCredential = () =>
  new ApiHttpError(401, errorCodes.invalidAuthCredential, messages.invalidAuthCredential);
export const resetTokenInvalid = () =>
  new ApiHttpError(
    400,
    errorCodes.resetTokenInvalid,
    'This reset link is invalid or has expired. Please ask for a new one.',
  );

/** The password as typed; the route's contract schema has already checked it decodes (and its length). */
export function readPassword(encoded: string): string {
  const password = decodePassword(encoded);
  if (password === null) throw new ApiHttpError(400, errorCodes.validation, 'password is not encoded');
  return password;
}
