import { timingSafeEqual } from 'node:crypto';
import { OPERATOR_HEADER, OPERATOR_NAME } from '@portal/contracts';
import { sha256Hex, type AdminConfig, type AdminScope } from './config';

/** Who called an admin route, and what the token allows. */
export interface AdminIdentity {
  operator: string;
  scope: AdminScope;
}

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The name a shared token's holder gives (ADMIN_OPERATOR on the CLI), or `unnamed`. */
export function claimedOperator(headers: Headers): string {
  const name = first(headers[OPERATOR_HEADER]);
  return OPERATOR_NAME.test(name) ? name : 'unnamed';
}

/**
 * Resolves an admin token to an identity: a per-operator token names its operator; the shared
 * tokens (ADMIN_API_TOKEN, ADMIN_READ_TOKEN, this start's token in the endpoint file) take the
 * name the caller gives. Null when the token is none of them.
 */
export function createAdminAccess(
  config: Pick<AdminConfig, 'readToken' | 'operatorTokens'> & { sharedToken: string | null },
  runtimeToken: string,
) {
  const byHash = new Map(config.operatorTokens.map((token) => [token.sha256, token]));
  const shared: (readonly [string, AdminScope])[] = [[runtimeToken, 'write']];
  if (config.sharedToken) shared.push([config.sharedToken, 'write']);
  if (config.readToken) shared.push([config.readToken, 'read']);
  return (token: string, headers: Headers): AdminIdentity | null => {
    if (!token) return null;
    const named = byHash.get(sha256Hex(token));
    if (named) return { operator: named.operator, scope: named.scope };
    const match = shared.find(([expected]) => same(token, expected));
    return match ? { operator: claimedOperator(headers), scope: match[1] } : null;
  };
}
