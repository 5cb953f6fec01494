import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Accounts } from '../auth';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { registerCampaignAdminRoutes } from './http/adminRoutes';
import { registerCampaignMediaRoutes } from './media/routes';
import { registerCampaignPlayerRoutes } from './http/playerRoutes';
import { optionalPlayer } from './http/optionalSession';
import { registerPreRegistrationRoutes } from './http/preRegistrationRoutes';
import { registerCampaignPublicRoutes } from './http/publicRoutes';
import { createPreRegistrationService } from './preRegistration/service';
import { createCampaignServices, type CampaignOptions, type CampaignServices } from './services';

/**
 * Campaigns: one line in app.ts, after registerAccounts. The pre-registration flow calls the accounts
 * wing's own services (sign-in, the registration code mail and its throttle, sessions and their
 * cache, the proof of work), so both paths behave the same.
 */
export function registerCampaigns(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: ApiConfig,
  accounts: Accounts,
  options: Omit<CampaignOptions, 'db'> = {},
): CampaignServices {
  const services = createCampaignServices({ db, ...options });
  const preRegistration = createPreRegistrationService({
    ...services.deps,
    auth: accounts.auth,
    sessions: accounts.sessions,
    users: accounts.users,
    referrals: services.referrals,
  });
  registerCampaignPublicRoutes(app, services, optionalPlayer(accounts.sessions));
  registerPreRegistrationRoutes(app, preRegistration, {
    config: config.auth,
    isProduction: config.isProduction,
  });
  registerCampaignPlayerRoutes(app, services);
  registerCampaignAdminRoutes(app, services);
  registerCampaignMediaRoutes(app);
  return services;
}
