import { errorCodes } from '@portal/contracts';
import { isApiNetworkError, isApiRequestError } from '@portal/api-client';
import { apiErrorMessage, currentLanguage, i18n } from '@portal/i18n';
import { NS } from '../../i18n';

/** Where a server error shows (000 §8): under the email or code field, or for the whole form. */
export type ErrorPlace = 'email' | 'vcode' | 'password' | 'form';

export interface PlacedError {
  place: ErrorPlace;
  code: string;
  message: string;
}

const PLACES: Record<string, ErrorPlace> = {
  [errorCodes.emailIsUsed]: 'email',
  [errorCodes.verificationCodeNotMatch]: 'vcode',
  [errorCodes.verificationCodeExpired]: 'vcode',
};

/** The translated message and its place for an error thrown by the API client. */
export function placeApiError(error: unknown): PlacedError {
  if (isApiNetworkError(error))
    return { place: 'form', code: error.code, message: apiErrorMessage(error.code) };
  if (!isApiRequestError(error))
    return { place: 'form', code: 'unknown', message: apiErrorMessage('unknown') };
  const { code } = error;
  const place = PLACES[code] ?? (error.errors[0]?.field === 'password' ? 'password' : 'form');
  let message: string;
  if (code === errorCodes.verificationCodeExpired) message = i18n.t(`${NS}:errors.codeExpired`);
  else if (code === errorCodes.rateLimited) {
    // The server says how long to wait, in English; other languages get the general advice.
    message = currentLanguage() === 'en' ? error.message : i18n.t(`${NS}:errors.rateLimited`);
  } else if (code === errorCodes.ssoNotConfigured) message = i18n.t(`${NS}:errors.ssoNotConfigured`);
  else message = apiErrorMessage(code);
  return { place, code, message };
}
