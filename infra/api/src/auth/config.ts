import { createHmac, randomBytes } from 'node:crypto';
import {
  SESSION_COOKIE_DAYS,
  SOCIAL_LOGIN_TYPES,
  VERIFICATION_RESEND_SECONDS,
  type SocialLoginType,
} from '@portal/contracts';

/** scrypt cost: N = 2^logN. OWASP's recommendation is N=2^17, r=8, p=1 (about 128 MiB per hash). */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}
export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

/** argon2id cost. OWASP's recommendation is m=19 MiB, t=2, p=1: every new hash uses it. */
export interface Argon2Params {
  memoryKiB: number;
  timeCost: number;
  parallelism: number;
}
export const OWASP_ARGON2: Argon2Params = { memoryKiB: 19 * 1024, timeCost: 2, parallelism: 1 };

/** At most `max` events within `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface AuthLimits {
  /** Seconds between two codes to one email (the client's 'Resend (N)' countdown is 60 s). */
  codeResendSeconds: number;
  /** Codes asked for one email from one source (its device, else its IP): past it, 429. */
  codesPerEmail: Limit;
  /** Code mails to one email from every source: past it the answer is the same, no mail is sent. */
  codeMailsPerEmail: Limit;
  /** Codes asked from one IP: past it, a proof of work; past the hard limit, 429. */
  codesPerIp: Limit;
  codesPerIpHard: Limit;
  /**
   * Failed sign-ins before the back-off starts (see README "Sign-in throttling"): per account and per
   * IP for sources the account does not know, per (account, IP) — or (account, device) — always.
   * `windowSeconds` is how long a quiet account/IP takes to be forgiven.
   */
  loginFailuresPerEmail: Limit;
  loginFailuresPerIp: Limit;
  loginFailuresPerEmailIp: Limit;
  /** Failures from one IP, proofs of work included, before it is refused outright. */
  loginFailuresPerIpHard: Limit;
  /** Back-off once a limit is reached: base·2^(failures beyond the limit) seconds, at most max. */
  loginBackoff: { baseSeconds: number; maxSeconds: number };
  /** reset-password tries: per link token, per IP, and resets per account. */
  resetTriesPerToken: Limit;
  resetTriesPerIp: Limit;
  resetsPerAccount: Limit;
  /** Reset links asked for one email from one source: past it, 429. */
  resetMailsPerEmail: Limit;
  /** Reset mails to one email from every source; past it, a mail only when no link is live. */
  resetMailCapPerEmail: Limit;
  /** Reset links asked from one IP: past it, a proof of work; past the hard limit, 429. */
  resetMailsPerIp: Limit;
  resetMailsPerIpHard: Limit;
}

/** The proof of work asked for past the soft limits (README "Proof of work"). */
export interface ProofOfWorkConfig {
  /** HMAC key of the challenges (AUTH_PROOF_SECRET, 32+ characters; else derived from AUTH_DEVICE_SECRET). */
  secret: string;
  /** The counter to find is drawn from 0…maxCounter (AUTH_PROOF_MAX_COUNTER). */
  maxCounter: number;
  /** Seconds a challenge stays valid (AUTH_PROOF_TTL_SECONDS). */
  ttlSeconds: number;
}

export interface OAuthProviderConfig {
  type: SocialLoginType;
  clientId: string;
  /** Empty for a public client (PKCE alone). */
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

export interface AuthConfig {
  /** The portal's public origin (PUBLIC_URL): links in mails, allowed OAuth redirect URIs. */
  publicUrl: string | null;
  /** Cost of new password hashes; older hashes (scrypt or other argon2 costs) are replaced at sign-in. */
  argon2: Argon2Params;
  /** Domain attribute of the session cookies (SESSION_COOKIE_DOMAIN, e.g. `.example.com`); null = host only. */
  cookieDomain: string | null;
  /**
   * Key of the signed device cookie (AUTH_DEVICE_SECRET, 32+ characters; required in production).
   * A device that signed in to an account before is not held back by strangers' failures on it.
   */
  deviceSecret: string;
  sessionDays: number;
  /** SESSION_CACHE_MS: how long one replica may reuse a session lookup (auth/sessionCache.ts); 0 = never. */
  sessionCacheMs: number;
  codeTtlSeconds: number;
  codeMaxAttempts: number;
  resetTokenTtlSeconds: number;
  oauthStateTtlSeconds: number;
  limits: AuthLimits;
  proofOfWork: ProofOfWorkConfig;
  /** Providers with a client id; the others answer SSO_NOT_CONFIGURED. */
  oauthProviders: Partial<Record<SocialLoginType, OAuthProviderConfig>>;
  /** Origins a social redirectURI may point to (besides loopback outside production). */
  oauthRedirectOrigins: string[];
  /** Outside production, loopback origins (any port) are accepted as redirect URIs too. */
  allowLoopbackRedirects: boolean;
}

/** Public endpoints of each provider; OAUTH_<TYPE>_*_URL override them (tests point them at a local server). */
export const PROVIDER_DEFAULTS: Record<
  SocialLoginType,
  Omit<OAuthProviderConfig, 'type' | 'clientId' | 'clientSecret'>
> = {
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    scope: 'identify email',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
  },
  tiktok: {
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
    userinfoUrl: 'https://open.tiktokapis.com/v2/user/info/?fields=open_id,display_name',
    scope: 'user.info.basic',
  },
};

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function httpUrl(value: string, variable: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below
  }
  throw new Error(`${variable}: "${value}" is not an absolute http(s) URL`);
}

const HOUR = 3600;

function loadProvider(env: NodeJS.ProcessEnv, type: SocialLoginType): OAuthProviderConfig | undefined {
  const prefix = `OAUTH_${type.toUpperCase()}_`;
  const clientId = env[`${prefix}CLIENT_ID`];
  if (!clientId) return undefined;
  const defaults = PROVIDER_DEFAULTS[type];
  const url = (name: string, fallback: string) =>
    env[`${prefix}${name}`] ? httpUrl(env[`${prefix}${name}`] as string, `${prefix}${name}`) : fallback;
  return {
    type,
    clientId,
    clientSecret: env[`${prefix}CLIENT_SECRET`] ?? '',
    authorizeUrl: url('AUTHORIZE_URL', defaults.authorizeUrl),
    tokenUrl: url('TOKEN_URL', defaults.tokenUrl),
    userinfoUrl: url('USERINFO_URL', defaults.userinfoUrl),
    scope: env[`${prefix}SCOPE`] || defaults.scope,
  };
}

function secret(env: NodeJS.ProcessEnv, name: string, isProduction: boolean): string {
  const value = env[name];
  if (value && value.length >= 32) return value;
  if (value) throw new Error(`${name} must be at least 32 characters`);
  if (isProduction) throw new Error(`${name} is required in production (32+ random characters)`);
  // Outside production a key per process: known devices are forgotten at each restart, nothing more.
  return randomBytes(32).toString('base64url');
}

function cookieDomain(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value)) {
    throw new Error(`SESSION_COOKIE_DOMAIN: "${value}" is not a domain like .example.com`);
  }
  return value.toLowerCase();
}

/**
 * Reads the AUTH_* limits, AUTH_ARGON2_*, SESSION_COOKIE_DOMAIN, AUTH_DEVICE_SECRET, AUTH_PROOF_*, PUBLIC_URL, OAUTH_REDIRECT_ORIGINS and the
 * OAUTH_<DISCORD|GOOGLE|FACEBOOK|TIKTOK>_* provider settings (see infra/api/README.md).
 */
export function loadAuthConfig(env: NodeJS.ProcessEnv, isProduction: boolean): AuthConfig {
  const publicUrl = env.PUBLIC_URL ? new URL(httpUrl(env.PUBLIC_URL, 'PUBLIC_URL')).origin : null;
  // Links in mails are built from PUBLIC_URL only, never from a request's Host header.
  if (isProduction && !publicUrl) throw new Error('PUBLIC_URL is required in production (links in mails)');
  const window = (name: string, fallback: number, windowSeconds: number): Limit => ({
    max: integer(env, name, fallback, 1, 100_000),
    windowSeconds,
  });
  const failureWindow = integer(env, 'AUTH_LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60, 1, 24 * HOUR);
  const deviceSecret = secret(env, 'AUTH_DEVICE_SECRET', isProduction);
  const oauthProviders: AuthConfig['oauthProviders'] = {};
  for (const type of SOCIAL_LOGIN_TYPES) {
    const provider = loadProvider(env, type);
    if (provider) oauthProviders[type] = provider;
  }
  const redirectOrigins = (env.OAUTH_REDIRECT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(httpUrl(origin, 'OAUTH_REDIRECT_ORIGINS')).origin);
  return {
    publicUrl,
    argon2: {
      memoryKiB: integer(env, 'AUTH_ARGON2_MEMORY_KIB', OWASP_ARGON2.memoryKiB, 1024, 1024 * 1024),
      timeCost: integer(env, 'AUTH_ARGON2_TIME_COST', OWASP_ARGON2.timeCost, 1, 10),
      parallelism: OWASP_ARGON2.parallelism,
    },
    cookieDomain: cookieDomain(env.SESSION_COOKIE_DOMAIN),
    deviceSecret,
    sessionDays: SESSION_COOKIE_DAYS,
    sessionCacheMs: integer(env, 'SESSION_CACHE_MS', 2000, 0, 5000),
    codeTtlSeconds: 10 * 60,
    codeMaxAttempts: 5,
    resetTokenTtlSeconds: 30 * 60,
    oauthStateTtlSeconds: 10 * 60,
    limits: {
      codeResendSeconds: integer(env, 'AUTH_CODE_RESEND_SECONDS', VERIFICATION_RESEND_SECONDS, 0, HOUR),
      codesPerEmail: window('AUTH_CODES_PER_EMAIL_PER_HOUR', 5, HOUR),
      codeMailsPerEmail: window('AUTH_CODE_MAILS_PER_EMAIL_PER_HOUR', 10, HOUR),
      codesPerIp: window('AUTH_CODES_PER_IP_PER_HOUR', 30, HOUR),
      codesPerIpHard: window('AUTH_CODES_PER_IP_PER_HOUR_HARD', 3000, HOUR),
      loginFailuresPerEmail: window('AUTH_LOGIN_FAILURES_PER_EMAIL', 10, failureWindow),
      loginFailuresPerIp: window('AUTH_LOGIN_FAILURES_PER_IP', 30, failureWindow),
      loginFailuresPerEmailIp: window('AUTH_LOGIN_FAILURES_PER_EMAIL_IP', 5, failureWindow),
      loginFailuresPerIpHard: window('AUTH_LOGIN_FAILURES_PER_IP_HARD', 1000, failureWindow),
      loginBackoff: {
        baseSeconds: integer(env, 'AUTH_LOGIN_BACKOFF_BASE_SECONDS', 30, 1, HOUR),
        maxSeconds: integer(env, 'AUTH_LOGIN_BACKOFF_MAX_SECONDS', failureWindow, 1, 24 * HOUR),
      },
      resetTriesPerToken: window('AUTH_RESET_TRIES_PER_TOKEN', 5, HOUR),
      resetTriesPerIp: window('AUTH_RESET_TRIES_PER_IP_PER_HOUR', 20, HOUR),
      resetsPerAccount: window('AUTH_RESETS_PER_ACCOUNT_PER_HOUR', 3, HOUR),
      resetMailsPerEmail: window('AUTH_RESET_MAILS_PER_EMAIL_PER_HOUR', 3, HOUR),
      resetMailCapPerEmail: window('AUTH_RESET_MAIL_CAP_PER_EMAIL_PER_HOUR', 5, HOUR),
      resetMailsPerIp: window('AUTH_RESET_MAILS_PER_IP_PER_HOUR', 20, HOUR),
      resetMailsPerIpHard: window('AUTH_RESET_MAILS_PER_IP_PER_HOUR_HARD', 2000, HOUR),
    },
    proofOfWork: {
      // Its own key when set, else one derived from the device key every replica already shares.
      secret: env.AUTH_PROOF_SECRET
        ? secret(env, 'AUTH_PROOF_SECRET', isProduction)
        : createHmac('sha256', deviceSecret).update('proof-of-work').digest('base64url'),
      maxCounter: integer(env, 'AUTH_PROOF_MAX_COUNTER', 50_000, 100, 10_000_000),
      ttlSeconds: integer(env, 'AUTH_PROOF_TTL_SECONDS', 300, 30, HOUR),
    },
    oauthProviders,
    oauthRedirectOrigins: [...new Set([...(publicUrl ? [publicUrl] : []), ...redirectOrigins])],
    allowLoopbackRedirects: !isProduction,
  };
}
