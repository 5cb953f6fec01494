import { createHash } from 'node:crypto';
import path from 'node:path';
import { OPERATOR_NAME } from '@portal/contracts';

export type AdminScope = 'read' | 'write';

/** A per-operator token, kept as the SHA-256 of the token (ADMIN_TOKENS holds no secret in clear). */
export interface OperatorToken {
  operator: string;
  scope: AdminScope;
  sha256: string;
}

export interface AdminConfig {
  /** ADMIN_READ_TOKEN: shared read-only token (dashboards, exports). */
  readToken: string | null;
  /** ADMIN_TOKENS: `name:read|write:<sha256 hex of the token>`, comma-separated; the name is the token's. */
  operatorTokens: OperatorToken[];
  /** METRICS_TOKEN: bearer token of GET /metrics; /metrics is off without it. */
  metricsToken: string | null;
  /** DEPLOY_DIR: the deploy registry, whose release history `audit` lists beside the API's own entries. */
  releasesDir: string | null;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function secret(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name] || null;
  if (value !== null && value.length < 24) throw new Error(`${name} must be at least 24 characters`);
  return value;
}

export function parseOperatorTokens(value: string | undefined): OperatorToken[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [operator = '', scope = '', sha256 = ''] = item.split(':');
      if (
        !OPERATOR_NAME.test(operator) ||
        (scope !== 'read' && scope !== 'write') ||
        !/^[0-9a-f]{64}$/.test(sha256)
      )
        throw new Error(
          `ADMIN_TOKENS: "${item.slice(0, 40)}" must be <name>:read|write:<sha256 hex> (npm run admin -- token new <name>)`,
        );
      return { operator, scope, sha256 };
    });
}

/** Reads ADMIN_READ_TOKEN, ADMIN_TOKENS, METRICS_TOKEN and DEPLOY_DIR (ADMIN_API_TOKEN, the shared read-write token, is help/config.ts's). */
export function loadAdminConfig(env: NodeJS.ProcessEnv): AdminConfig {
  return {
    readToken: secret(env, 'ADMIN_READ_TOKEN'),
    operatorTokens: parseOperatorTokens(env.ADMIN_TOKENS),
    metricsToken: secret(env, 'METRICS_TOKEN'),
    releasesDir: env.DEPLOY_DIR ? path.resolve(env.DEPLOY_DIR) : null,
  };
}
