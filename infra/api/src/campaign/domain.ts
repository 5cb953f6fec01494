import type { DomainModule } from '../db/domain';
import * as campaign from './migrations/0008_campaign';
import * as puzzleEvents from './migrations/0010_puzzle_events';
import { seedDemoPuzzles } from './puzzle/seed';
import type { PuzzleTables } from './puzzle/tables';
import { seedDemoCampaigns } from './seed';
import type { CampaignTables } from './tables';

declare module '../db/schema' {
  interface Database extends CampaignTables, PuzzleTables {}
}

/** Game campaigns: pre-registration, points, quests, referral, raffle, gacha, rewards, videos, puzzles. */
export const campaignDomain: DomainModule = {
  name: 'campaign',
  migrations: { '0008_campaign': campaign, '0010_puzzle_events': puzzleEvents },
  seeders: [
    { name: 'campaigns', run: (db) => seedDemoCampaigns(db) },
    { name: 'puzzles', run: (db) => seedDemoPuzzles(db) },
  ],
};
