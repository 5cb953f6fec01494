import type { CampaignQuest } from '../campaign';

/**
 * A campaign quest as the API serves it, in English (Ash Echoes' "Follow the official Discord", not
 * yet done), with the fields a test cares about overridden.
 */
export const campaignQuestFixture = (overrides: Partial<CampaignQuest> = {}): CampaignQuest => ({
  code: 'follow-discord',
  kind: 'follow_channel',
  title: 'Follow the official Discord',
  description: 'Join the Ash Echoes community channel.',
  points: 100,
  progress: { current: 0, target: 1 },
  state: 'In Progress',
  actionUrl: null,
  startsAt: null,
  ...overrides,
});
