import type { DomainModule } from '../db/domain';
import * as profiles from './migrations/0007_profiles';
import * as transferGameLinks from './migrations/0011_transfer_game_links';
import * as birthDateVisibility from './migrations/0018_birth_date_visibility';
import { seedDemoProfiles } from './seed';
import type { ProfileTables } from './tables';

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends ProfileTables {}
}

/** Profiles, avatars, personality, game-account links and friends. */
export const profileDomain: DomainModule = {
  name: 'profile',
  migrations: {
    '0007_profiles': profiles,
    '0011_transfer_game_links': transferGameLinks,
    '0018_birth_date_visibility': birthDateVisibility,
  },
  seeders: [{ name: 'profiles', run: (db) => seedDemoProfiles(db) }],
};
