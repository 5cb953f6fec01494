import type { DomainModule } from '../db/domain';
import { seedDemoPlayers } from './users/seed';
import * as accounts from './migrations/0002_accounts';
import * as signInHardening from './migrations/0009_sign_in_hardening';
import * as proofOfWork from './migrations/0015_proof_of_work';
import * as fourLanguages from './migrations/0020_four_languages';
import type * as tables from './tables';

/** Tables of the accounts domain (auth/ and users/). */
export interface AccountsTables {
  users: tables.UsersTable;
  auth_sessions: tables.AuthSessionsTable;
  verification_codes: tables.VerificationCodesTable;
  password_reset_tokens: tables.PasswordResetTokensTable;
  social_identities: tables.SocialIdentitiesTable;
  oauth_states: tables.OauthStatesTable;
  auth_throttle_events: tables.AuthThrottleEventsTable;
  auth_throttle_buckets: tables.AuthThrottleBucketsTable;
  auth_spent_proofs: tables.AuthSpentProofsTable;
}

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends AccountsTables {}
}

/** Accounts and sign-in: players, sessions, codes, social identities, throttles. */
export const accountsDomain: DomainModule = {
  name: 'accounts',
  migrations: {
    '0002_accounts': accounts,
    '0009_sign_in_hardening': signInHardening,
    '0015_proof_of_work': proofOfWork,
    '0020_four_languages': fourLanguages,
  },
  seeders: [{ name: 'players', run: seedDemoPlayers }],
};
