import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createUsersRepository, type UsersRepository } from './users/repository';
import { accountWithoutMoney, createUsersService, type CurrentAccountReader } from './users/service';
import { createProofOfWork, type ProofOfWork } from './proof/proofOfWork';
import { createAuthRepository } from './repository';
import { registerRequestContext } from './requestContext';
import { registerAuthRoutes } from './routes';
import { createAuthService, type AuthService } from './service';
import { createSessionCache, type SessionCache } from './sessionCache';
import { createSessionService, type SessionService } from './sessions';
import { createSocialService } from './social/service';
import { registerSocialRoutes } from './social/routes';
import { createThrottle } from './throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This process's short-lived session memo (sessionCache.ts). Whatever revokes sessions outside
     * the session service (the profile's password change and account deletion) forgets them here.
     */
    sessionCache: SessionCache;
    /** The proof of work other domains' soft limits ask for (auth/proof/gate.ts). */
    proofOfWork: ProofOfWork;
  }
}

/** The accounts wing's services, built once: campaigns and other wings use these, not their own. */
export interface Accounts {
  auth: AuthService;
  sessions: SessionService;
  users: UsersRepository;
  proofs: ProofOfWork;
}

/**
 * Accounts and sign-in: `request.auth`/`request.webview`, `app.requireSession`, and the auth routes.
 * Register it before any domain that guards routes with `requireSession` (wallet, VIP…).
 * `readCurrentAccount` is where /me reads the player with totals and VIP progress; the wallet passes
 * its one-statement reader (money/account/currentAccount.ts), without it an account has no money.
 */
export function registerAccounts(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: ApiConfig,
  readCurrentAccount?: CurrentAccountReader,
): Accounts {
  const users = createUsersRepository(db);
  const repository = createAuthRepository(db);
  const sessionCache = createSessionCache(config.auth.sessionCacheMs);
  app.decorate('sessionCache', sessionCache);
  const sessions = createSessionService(repository, config.auth.sessionDays, sessionCache);
  registerRequestContext(app, sessions, config.auth.publicUrl);

  const proofs = createProofOfWork({ db, ...config.auth.proofOfWork });
  app.decorate('proofOfWork', proofs);
  const auth = createAuthService({
    db,
    users,
    repository,
    sessions,
    throttle: createThrottle(db),
    mailer: app.mailer,
    config: config.auth,
    proofs,
  });
  registerAuthRoutes(app, {
    auth,
    users: createUsersService(readCurrentAccount ?? accountWithoutMoney(users)),
    config: config.auth,
  });
  const social = createSocialService({ db, users, repository, sessions, config: config.auth, log: app.log });
  registerSocialRoutes(app, social, config.auth);
  return { auth, sessions, users, proofs };
}
