import type { DomainModule } from '../db/domain';
import * as campaign from './migrations/0008_campaign';
import { seedDemoCampaigns } from './seed';
import type { CampaignTables } from './tables';

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends CampaignTables {}
}

/** Game campaigns: pre-registration, points, quests, referral, raffle, gacha, rewards, videos. */
export const campaignDomain: DomainModule = {
  name: 'campaign',
  migrations: { '0008_campaign': campaign },
  seeders: [{ name: 'campaigns', run: (db) => seedDemoCampaigns(db) }],
};
