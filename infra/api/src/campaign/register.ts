import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createAuthRepository } from '../auth/repository';
import { createAuthService } from '../auth/service';
import { createSessionService } from '../auth/sessions';
import { createThrottle } from '../auth/throttle';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createUsersRepository } from '../users/repository';
import { registerCampaignAdminRoutes } from './http/adminRoutes';
import { registerCampaignMediaRoutes } from './media/routes';
import { registerCampaignPlayerRoutes } from './http/playerRoutes';
import { optionalPlayer } from './http/optionalSession';
import { registerPreRegistrationRoutes } from './http/preRegistrationRoutes';
import { registerCampaignPublicRoutes } from './http/publicRoutes';
import { createPreRegistrationService } from './preRegistration/service';
import { createCampaignServices, type CampaignOptions, type CampaignServices } from './services';

/**
 * Campaigns: one line in app.ts, after registerAccounts. The pre-registration flow calls
 * the accounts domain's own service (sign-in, the registration code mail and its throttle, sessions)
 * built on the same tables and config, so both paths behave the same.
 */
export function registerCampaigns(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: ApiConfig,
  options: Omit<CampaignOptions, 'db'> = {},
): CampaignServices {
  const services = createCampaignServices({ db, ...options });
  const users = createUsersRepository(db);
  const repository = createAuthRepository(db);
  const sessions = createSessionService(repository, config.auth.sessionDays);
  const auth = createAuthService({
    db,
    users,
    repository,
    sessions,
    throttle: createThrottle(db),
    mailer: app.mailer,
    config: config.auth,
    // The accounts domain's proof of work: past a soft limit the campaign forms are asked for it too.
    proofs: app.hasDecorator('proofOfWork') ? app.proofOfWork : undefined,
  });
  const preRegistration = createPreRegistrationService({
    ...services.deps,
    auth,
    sessions,
    users,
    referrals: services.referrals,
  });
  registerCampaignPublicRoutes(app, services, optionalPlayer(sessions));
  registerPreRegistrationRoutes(app, preRegistration, {
    config: config.auth,
    isProduction: config.isProduction,
  });
  registerCampaignPlayerRoutes(app, services);
  registerCampaignAdminRoutes(app, services);
  registerCampaignMediaRoutes(app);
  return services;
}
