import type { LanguageCode, Session } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { AuthConfig } from './config';
import type { HumanCheck } from './humanCheck';
import type { ProofOfWork } from './proof/proofOfWork';
import type { AuthRepository } from './repository';
import type { SessionClient, SessionService } from './sessions';
import type { Throttle } from './throttle';
import { createEmailVerification } from './useCases/emailVerification';
import { createAuthKit } from './useCases/kit';
import { createPasswordRecovery } from './useCases/passwordRecovery';
import { createRegistration } from './useCases/registration';
import { createSignIn } from './useCases/signIn';
import { createVerificationCodes } from './useCases/verificationCodes';
import type { UsersRepository } from './users/repository';

/** What the routes know about the caller. */
export interface CallerContext extends SessionClient {
  ip: string;
  /** Mail language: the `x-lang` header, else English. */
  lang: LanguageCode;
  /** Origin for links in mails: PUBLIC_URL only, never a request's Host header. */
  origin: string | null;
  /** The request's own origin: full-URL referrers of it are accepted when PUBLIC_URL is unset. */
  requestOrigin: string;
  /** The device id of a valid device cookie for this account (it signed in from here before), else null. */
  knownDevice: (userId: number) => string | null;
  /** A CAPTCHA answer or proof of work sent with the sign-in (`x-human-proof`), for the HumanCheck. */
  humanProof: string | null;
}

/** A successful sign-in: the session, and the device id to keep (or a new one) in the device cookie. */
export interface SignedIn extends Session {
  deviceId: string | null;
}

export interface AuthServiceDeps {
  db: Kysely<Database>;
  users: UsersRepository;
  repository: AuthRepository;
  sessions: SessionService;
  throttle: Throttle;
  mailer: Mailer;
  config: AuthConfig;
  /**
   * The proof of work asked for past the soft limits (per IP, per account from unknown sources). Without
   * it those limits refuse with 429, as the hard ones always do.
   */
  proofs?: ProofOfWork;
  /** Lets a proven human past the per-account and per-IP limits; by default the proof of work's check. */
  humanCheck?: HumanCheck;
}

/**
 * Accounts with email and password: registration, sign-in, password recovery and email
 * verification, one module per use case in `useCases/`, sharing one kit of throttling helpers.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const kit = createAuthKit(deps);
  const codes = createVerificationCodes(kit);
  return {
    ...createRegistration(kit, codes),
    ...createSignIn(kit),
    ...createPasswordRecovery(kit),
    ...createEmailVerification(kit, codes),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
