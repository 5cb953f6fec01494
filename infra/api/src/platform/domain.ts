import type { DomainModule } from '../db/domain';
import { createGamesRepository } from '../games/repository';
import { seedDemoGames } from '../games/seed';
import { createMetadataRepository } from '../metadata/repository';
import { seedDemoMetadata } from '../metadata/seed';
import { seedDemoNews } from '../news/seed';
import * as platformFoundation from './migrations/0001_platform_foundation';
import * as storedFiles from './migrations/0014_stored_files';
import * as contentVersions from './migrations/0016_content_versions';
import * as newsItems from './migrations/0021_news_items';
import type { PlatformTables } from './tables';

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends PlatformTables {}
}

/**
 * The shell's platform: the game catalogue (games/), shell metadata (metadata/), operators' news
 * (news/), the mail outbox (mail/) and uploaded files (storage/).
 */
export const platformDomain: DomainModule = {
  name: 'platform',
  migrations: {
    '0001_platform_foundation': platformFoundation,
    '0014_stored_files': storedFiles,
    '0016_content_versions': contentVersions,
    '0021_news_items': newsItems,
  },
  seeders: [
    { name: 'games', run: (db) => seedDemoGames(createGamesRepository(db)) },
    { name: 'metadata', run: (db) => seedDemoMetadata(createMetadataRepository(db)) },
    { name: 'news', run: (db) => seedDemoNews(db) },
  ],
};
