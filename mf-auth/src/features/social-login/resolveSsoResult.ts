import {
  authEndpoints,
  errorCodes,
  SOCIAL_LOGIN_TYPES,
  ssoMessages,
  type SocialLoginType,
  type SsoResult,
} from '@portal/contracts';
import { call, isApiRequestError } from '@portal/api-client';
import { startSession } from '@portal/session';

const isSocialType = (value: string | undefined): value is SocialLoginType =>
  (SOCIAL_LOGIN_TYPES as readonly string[]).includes(value ?? '');

const errorResult = (message: string): SsoResult => ({ status: 'error', message });

/**
 * What the callback page reports: the provider's `error` (access_denied = 'Cancelled'), or the
 * API's answer to { code, state }. A success writes the session cookies here, so the opener only
 * has to read them.
 */
export async function resolveSsoResult(
  type: string | undefined,
  search: URLSearchParams,
): Promise<SsoResult> {
  if (!isSocialType(type)) return errorResult(ssoMessages.errorSso);
  const providerError = search.get('error');
  if (providerError)
    return errorResult(providerError === 'access_denied' ? ssoMessages.cancelled : ssoMessages.errorSso);
  const code = search.get('code');
  const state = search.get('state');
  if (!code || !state) return errorResult(ssoMessages.errorSso);
  try {
    const session = await call(authEndpoints.socialCallback, {
      params: { type },
      body: { code, state },
    });
    startSession({ token: session.token, userId: session.userId });
    // A social account without email goes to /verification/email first (000 §2 route list).
    const targetUrl = session.needsEmail
      ? `/verification/email?referrer=${encodeURIComponent(session.referrer)}`
      : session.referrer;
    return { status: 'success', targetUrl, userId: session.userId };
  } catch (error) {
    if (!isApiRequestError(error)) return errorResult(ssoMessages.errorSso);
    if (error.code === errorCodes.emailCantRetrieve) return errorResult(errorCodes.emailCantRetrieve);
    return errorResult(error.errors[0]?.message ?? ssoMessages.errorSso);
  }
}
