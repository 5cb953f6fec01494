import path from 'node:path';
import { IN_MEMORY } from './db/database';
import { loadAdminConfig, type AdminConfig } from './admin/config';
import { loadAuthConfig, type AuthConfig } from './auth/config';
import { loadHelpConfig, type HelpConfig } from './help/config';
import { loadMaintenanceConfig, type MaintenanceConfig } from './metadata/maintenanceConfig';
import { loadMoneyConfig, type MoneyConfig } from './money/wallet/config';
import { devMailEnabled } from './mail/devMailSwitch';

export interface ApiConfig {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  /** DEV_MAIL: the dev outbox routes (/dev/mail) are served (mail/devMailSwitch.ts). */
  devMail: boolean;
  /** API_DOCS: Swagger UI and the OpenAPI document at /api/docs; off in production unless API_DOCS=1. */
  apiDocs?: boolean;
  /** 0 asks the OS for a free port. */
  port: number;
  /** PostgreSQL URL; embedded PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data directory (or ':memory:'). */
  dataDir: string;
  /** Region for the access trace when no edge header or Accept-Language region tells. */
  defaultRegion: string;
  /** How many proxies in front of the API are believed (X-Forwarded-For entries; 0 = none). */
  trustProxyHops: number;
  /** Addresses the nearest proxy may connect from: IPs, CIDRs or 'loopback'. */
  trustedProxies: string[];
  bodyLimitBytes: number;
  /** SMTP transport URL (smtp://user:pass@host:587); dev outbox when absent outside production. */
  smtpUrl?: string;
  mailFrom: string;
  /** pino level for the request log on stderr ('silent' turns it off). */
  logLevel: string;
  /** Chat widget allow-list, feedback rate limit, admin token (help/config.ts). */
  help: HelpConfig;
  /** Sign-in limits, password hashing, social providers (auth/config.ts). */
  auth: AuthConfig;
  /** Where players go during maintenance (metadata/maintenanceConfig.ts). */
  maintenance: MaintenanceConfig;
  /** VIP rules, order expiry, payment provider, game delivery, webview secrets, worker (wallet/config.ts). */
  money: MoneyConfig;
  /** Admin tokens (read-only, per operator) and the metrics token (admin/config.ts). */
  admin: AdminConfig;
}

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** Reads the API settings from the environment; throws with the variable's name when one is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const defaultRegion = (env.DEFAULT_REGION || 'EN').toUpperCase();
  if (!/^[A-Z]{2}$/.test(defaultRegion))
    throw new Error(`DEFAULT_REGION must be two letters (got "${defaultRegion}")`);
  const logLevel = env.LOG_LEVEL || 'warn';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const dataDir = env.DATA_DIR || DEFAULT_DATA_DIR;
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    host: env.HOST || '127.0.0.1',
    devMail: devMailEnabled(env, env.HOST || '127.0.0.1', nodeEnv === 'production'),
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' : nodeEnv !== 'production',
    port: integer(env, 'API_PORT', 8081, 0, 65535),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir === IN_MEMORY ? IN_MEMORY : path.resolve(dataDir),
    defaultRegion,
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 1, 0, 10),
    trustedProxies: (env.TRUSTED_PROXIES || 'loopback')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * 1024 * 1024),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Player Portal <no-reply@portal.localhost>',
    logLevel,
    help: loadHelpConfig(env, nodeEnv === 'production'),
    auth: loadAuthConfig(env, nodeEnv === 'production'),
    maintenance: loadMaintenanceConfig(env, nodeEnv === 'production'),
    money: loadMoneyConfig(env, nodeEnv === 'production'),
    admin: loadAdminConfig(env),
  };
}
