import type { JobType, LanguageCode, SocialLoginType, VipLevel } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Date when read; the database default now() when inserted. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;

/** The configuration part of a player's row (000 §3 `configuration`), shown by /me and its updates. */
export const USER_CONFIGURATION_COLUMNS = [
  'image',
  'job',
  'vip_eligible_level',
  'vip_up_level',
  'has_pending_payment',
  'show_popup_adjust_quest_at',
] as const satisfies readonly (keyof UsersTable)[];

/** Tables of migration 0002_accounts. */
export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  email_normalized: string | null;
  email_verified_at: Date | null;
  /** `$argon2id$v=19$m=19456,t=2,p=1$…` (older: `scrypt$ln=17,…`); null for social-only accounts. */
  password_hash: string | null;
  slug: string;
  nickname: string;
  language: Generated<LanguageCode>;
  image: string | null;
  job: JobType | null;
  vip_eligible_level: Generated<VipLevel>;
  vip_up_level: Generated<VipLevel>;
  has_pending_payment: Generated<boolean>;
  show_popup_adjust_quest_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuthSessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the bearer token. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export type VerificationPurpose = 'register' | 'email';

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: VerificationPurpose;
  email_normalized: string;
  user_id: number | null;
  /** `<salt>$<sha256(salt + code)>`. */
  code_hash: string;
  password_hash: string | null;
  language: Generated<LanguageCode>;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface SocialIdentitiesTable {
  id: Generated<number>;
  provider: SocialLoginType;
  provider_user_id: string;
  user_id: number;
  email: string | null;
  created_at: CreatedAt;
}

export interface OauthStatesTable {
  state_hash: string;
  provider: SocialLoginType;
  code_verifier: string;
  redirect_uri: string;
  skip_registration_callback_type: Generated<number>;
  referrer: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuthThrottleEventsTable {
  id: Generated<string>;
  scope: string;
  subject: string;
  created_at: CreatedAt;
}

/** Table of migration 0009_sign_in_hardening: one counter per throttled (scope, subject). */
export interface AuthThrottleBucketsTable {
  scope: string;
  subject: string;
  failures: Generated<number>;
  pending: Generated<number>;
  blocked_until: Date | null;
  updated_at: CreatedAt;
}

/** Table of migration 0015_proof_of_work: proofs already used, kept until their challenge expires. */
export interface AuthSpentProofsTable {
  challenge_digest: string;
  expires_at: Date;
  created_at: CreatedAt;
}
