import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { createFileStore } from '../storage';
import { createAvatarStore } from './avatarStore';
import { loadProfileConfig, type ProfileConfig } from './config';
import { registerFriendRoutes } from './friends/routes';
import { createFriendsService } from './friends/service';
import { createProfileService } from './profiles';
import { registerPasswordRoute } from './password';
import { registerProfileRoutes } from './routes';

export interface ProfileOptions {
  /** Replaces the settings read from the environment (tests). */
  config?: Partial<ProfileConfig>;
  clock?: () => Date;
}

/**
 * Profiles, avatars, personality, password change, account deletion, game activity reports and friends: one line in
 * app.ts, after registerAccounts (its routes use app.requireSession).
 */
export function registerProfiles(
  app: FastifyInstance,
  db: Kysely<Database>,
  apiConfig: ApiConfig,
  options: ProfileOptions = {},
): void {
  const config = {
    ...loadProfileConfig(process.env, apiConfig.isProduction),
    ...options.config,
  };
  const clock = options.clock ?? (() => new Date());
  registerProfileRoutes(app, {
    db,
    profiles: createProfileService(db),
    avatars: createAvatarStore(createFileStore(db)),
    config,
    clock,
  });
  registerFriendRoutes(app, createFriendsService(db, clock));
  registerPasswordRoute(app, db, apiConfig.auth);
}
