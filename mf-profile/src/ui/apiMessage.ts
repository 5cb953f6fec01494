import { isApiNetworkError, isApiRequestError } from '@portal/api-client';
import { apiErrorMessage, i18n } from '@portal/i18n';
import { NS, useTexts } from '../i18n';

/** The error code of a failed call: the API's, the client's network one, or none. */
export function errorCode(error: unknown): string | undefined {
  if (isApiRequestError(error)) return error.code;
  if (isApiNetworkError(error)) return error.code;
  return undefined;
}

/**
 * What a player reads when a call fails, in their language: this app's text for a profile or friends
 * code (`apiErrors.<code>`), the portal's common one (network, sign-in codes), or the generic one. The
 * API's own message is English and never shown as such.
 */
export function apiMessage(error: unknown): string {
  const code = errorCode(error);
  if (code && i18n.exists(`${NS}:apiErrors.${code}`)) return i18n.t(`${NS}:apiErrors.${code}`);
  return apiErrorMessage(code ?? 'unknown');
}

/** `apiMessage` that re-renders with the language. */
export function useApiMessage(): (error: unknown) => string {
  useTexts();
  return apiMessage;
}
