import { VIP_DEFAULT_NEXT_LEVEL_EXP, VIP_EXP_RATE, VIP_LEVELS, type VipRules } from '@portal/contracts';

/** Where and how a game receives transfers (GAME_DELIVERY_<GAME_CODE>_URL / _SECRET). */
export interface GameEndpoint {
  url: string;
  secret: string;
}

/** Settings of the money domains (infra/api README "Money rules" and "Environment"). */
export interface MoneyConfig {
  vip: VipRules;
  topup: {
    /** A pending order expires this long after it was created. */
    orderTtlSeconds: number;
  };
  payments: {
    /** The built-in sandbox provider (hosted test checkout); off in production unless asked for. */
    sandboxEnabled: boolean;
    /** HMAC-SHA256 key of the sandbox provider's webhooks. */
    sandboxSecret: string;
    /** Webhooks signed longer ago than this (or that far in the future) are refused. */
    webhookToleranceSeconds: number;
  };
  delivery: {
    /** Attempts before a transfer fails and is refunded. */
    maxAttempts: number;
    /** Wait before retry n: backoffSeconds × 2^(n-1), at most maxBackoffSeconds. */
    backoffSeconds: number;
    maxBackoffSeconds: number;
    timeoutMs: number;
    /** Game code → delivery endpoint. */
    endpoints: Record<string, GameEndpoint>;
    /** Outside production: games without an endpoint acknowledge at once (the demo has no game servers). */
    sandboxGames: boolean;
  };
  webview: {
    /** Product code → secret of the game server that signs webview identities. */
    secrets: Record<string, string>;
    /** Secret for any product without its own (outside production only). */
    fallbackSecret: string | null;
    maxAgeSeconds: number;
  };
  worker: {
    /** Runs the delivery worker and the periodic jobs while the API listens. */
    enabled: boolean;
    deliveryPollMs: number;
    jobsIntervalSeconds: number;
  };
}

const DEV_SANDBOX_SECRET = 'sandbox-webhook-secret-for-development-only';
const DEV_WEBVIEW_SECRET = 'webview-secret-for-development-only';

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1 (got "${raw}")`);
  return raw === '1';
}

function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (value.length < 16) throw new Error(`${name} must be at least 16 characters`);
  return value;
}

/** GAME_DELIVERY_MOONLIGHT_SAGA_URL + GAME_DELIVERY_MOONLIGHT_SAGA_SECRET → endpoints.moonlight_saga. */
function gameEndpoints(env: NodeJS.ProcessEnv): Record<string, GameEndpoint> {
  const endpoints: Record<string, GameEndpoint> = {};
  for (const [name, url] of Object.entries(env)) {
    const match = /^GAME_DELIVERY_([A-Z0-9_]+)_URL$/.exec(name);
    if (!match || !url) continue;
    const gameCode = (match[1] ?? '').toLowerCase();
    if (!/^https?:\/\//.test(url)) throw new Error(`${name} must be an http(s) URL`);
    const key = secret(env, `GAME_DELIVERY_${match[1]}_SECRET`);
    if (!key) throw new Error(`GAME_DELIVERY_${match[1]}_SECRET must be set with ${name}`);
    endpoints[gameCode] = { url, secret: key };
  }
  return endpoints;
}

/** WEBVIEW_SECRET_ASH_ECHOES=… → secrets.ash_echoes. */
function webviewSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const name of Object.keys(env)) {
    const match = /^WEBVIEW_SECRET_([A-Z0-9_]+)$/.exec(name);
    const value = match ? secret(env, name) : undefined;
    if (match && value) secrets[(match[1] ?? '').toLowerCase()] = value;
  }
  return secrets;
}

export function loadMoneyConfig(env: NodeJS.ProcessEnv, isProduction: boolean): MoneyConfig {
  const sandboxEnabled = flag(env, 'PAYMENTS_SANDBOX', !isProduction);
  const sandboxSecret = secret(env, 'PAYMENTS_SANDBOX_SECRET');
  if (sandboxEnabled && isProduction && !sandboxSecret) {
    throw new Error('PAYMENTS_SANDBOX_SECRET must be set when PAYMENTS_SANDBOX=1 in production');
  }
  const silver = integer(env, 'VIP_SILVER_MIN_EXP', VIP_DEFAULT_NEXT_LEVEL_EXP, 1, 1_000_000_000);
  const gold = integer(env, 'VIP_GOLD_MIN_EXP', 10_000, silver + 1, 1_000_000_000);
  const backoffSeconds = integer(env, 'DELIVERY_BACKOFF_SECONDS', 30, 0, 86_400);
  return {
    vip: {
      expRate: integer(env, 'VIP_EXP_RATE', VIP_EXP_RATE, 1, 1_000_000),
      levels: [
        { level: VIP_LEVELS.silver, minimumExp: silver },
        { level: VIP_LEVELS.gold, minimumExp: gold },
      ],
      cycleDays: integer(env, 'VIP_CYCLE_DAYS', 90, 1, 3650),
      graceDays: integer(env, 'VIP_GRACE_DAYS', 7, 0, 365),
    },
    topup: { orderTtlSeconds: integer(env, 'TOPUP_ORDER_TTL_MINUTES', 30, 1, 7 * 24 * 60) * 60 },
    payments: {
      sandboxEnabled,
      sandboxSecret: sandboxSecret ?? DEV_SANDBOX_SECRET,
      webhookToleranceSeconds: integer(env, 'PAYMENT_WEBHOOK_TOLERANCE_SECONDS', 300, 1, 86_400),
    },
    delivery: {
      maxAttempts: integer(env, 'DELIVERY_MAX_ATTEMPTS', 3, 1, 100),
      backoffSeconds,
      maxBackoffSeconds: integer(env, 'DELIVERY_MAX_BACKOFF_SECONDS', 3600, backoffSeconds, 7 * 86_400),
      timeoutMs: integer(env, 'DELIVERY_TIMEOUT_MS', 10_000, 100, 120_000),
      endpoints: gameEndpoints(env),
      sandboxGames: flag(env, 'DELIVERY_SANDBOX_GAMES', !isProduction),
    },
    webview: {
      secrets: webviewSecrets(env),
      fallbackSecret: isProduction ? null : (secret(env, 'WEBVIEW_SECRET') ?? DEV_WEBVIEW_SECRET),
      maxAgeSeconds: integer(env, 'WEBVIEW_IDENTITY_MAX_AGE_SECONDS', 86_400, 60, 30 * 86_400),
    },
    worker: {
      enabled: flag(env, 'MONEY_WORKER', true),
      deliveryPollMs: integer(env, 'DELIVERY_POLL_MS', 1000, 50, 600_000),
      jobsIntervalSeconds: integer(env, 'MONEY_JOBS_INTERVAL_SECONDS', 60, 1, 86_400),
    },
  };
}
