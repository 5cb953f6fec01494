import { createHash } from 'node:crypto';
import type { OAuthProviderConfig } from '../config';

/** OAuth 2.0 authorization-code flow with PKCE (RFC 6749 §4.1, RFC 7636), provider by configuration. */

export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

/** TikTok names the client id `client_key`; every other provider says `client_id`. */
const clientIdParam = (provider: OAuthProviderConfig) =>
  provider.type === 'tiktok' ? 'client_key' : 'client_id';

export function authorizationUrl(
  provider: OAuthProviderConfig,
  options: { redirectUri: string; state: string; codeVerifier: string },
): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set(clientIdParam(provider), provider.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', options.state);
  url.searchParams.set('code_challenge', pkceChallenge(options.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Why a provider call failed: a code the provider no longer accepts, or anything else. */
export class OAuthCallError extends Error {
  constructor(
    readonly kind: 'expired' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'OAuthCallError';
  }
}

const TIMEOUT_MS = 10_000;

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function exchangeCode(
  provider: OAuthProviderConfig,
  options: { code: string; codeVerifier: string; redirectUri: string },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: options.code,
    redirect_uri: options.redirectUri,
    code_verifier: options.codeVerifier,
    [clientIdParam(provider)]: provider.clientId,
  });
  if (provider.clientSecret) form.set('client_secret', provider.clientSecret);
  let response: Response;
  try {
    response = await fetchImpl(provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthCallError('failed', `token endpoint unreachable: ${(error as Error).message}`);
  }
  const body = await readJson(response);
  // TikTok nests nothing but answers 200 with an error field; others use 400 + error.
  if (body.error === 'invalid_grant')
    throw new OAuthCallError('expired', 'the provider refused the code (invalid_grant)');
  const token = body.access_token;
  if (!response.ok || typeof token !== 'string' || token === '') {
    throw new OAuthCallError(
      'failed',
      `token endpoint answered ${response.status} ${String(body.error ?? '')}`.trim(),
    );
  }
  return token;
}

export async function fetchUserInfo(
  provider: OAuthProviderConfig,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(provider.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthCallError('failed', `user endpoint unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new OAuthCallError('failed', `user endpoint answered ${response.status}`);
  return readJson(response);
}
