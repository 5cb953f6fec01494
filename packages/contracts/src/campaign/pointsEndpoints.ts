import { CampaignParamsSchema, CampaignQuestParamsSchema } from './schemas';
import {
  CampaignPointsQuerySchema,
  CampaignPointsSchema,
  CampaignQuestGroupListSchema,
  CampaignQuestListSchema,
  CampaignQuestSchema,
  DailyVisitSchema,
  QuestClaimResultSchema,
} from './taskSchemas';
import { endpoint } from '../endpoint';
import { tags, NOT_FOUND, SIGNED_IN, THROTTLED, PUBLIC, PRIVATE } from './endpointParts';

/** AE Points and the quests that earn them. */
export const campaignPointsEndpoints = {
  points: endpoint({
    method: 'GET',
    path: `${PRIVATE}/points`,
    summary: 'AE Points: balance, task points against the 750 cap, ledger page (newest first)',
    tags,
    params: CampaignParamsSchema,
    query: CampaignPointsQuerySchema,
    response: CampaignPointsSchema,
    errors: SIGNED_IN,
  }),
  quests: endpoint({
    method: 'GET',
    path: `${PUBLIC}/quests`,
    summary: 'Quests with progress and state (Coming Soon, In Progress, Claim, Claimed, Completed)',
    tags,
    params: CampaignParamsSchema,
    response: CampaignQuestListSchema,
    errors: NOT_FOUND,
  }),
  /** The portal's /quest page. */
  questsAcrossCampaigns: endpoint({
    method: 'GET',
    path: '/public/campaign-quests',
    summary: 'The /quest page: the quests of every campaign (with the player state when signed in)',
    tags,
    response: CampaignQuestGroupListSchema,
  }),
  questReport: endpoint({
    method: 'POST',
    path: `${PRIVATE}/quests/:questCode/report`,
    summary: 'The player opened the channel of a follow-channel quest',
    tags,
    params: CampaignQuestParamsSchema,
    response: CampaignQuestSchema,
    errors: { ...SIGNED_IN, 409: 'QUEST_NOT_REPORTABLE' },
  }),
  questClaim: endpoint({
    method: 'POST',
    path: `${PRIVATE}/quests/:questCode/claim`,
    summary: "Claim a finished quest's points (once; within the 750 task cap)",
    tags,
    params: CampaignQuestParamsSchema,
    response: QuestClaimResultSchema,
    errors: { ...SIGNED_IN, 409: 'QUEST_NOT_READY or QUEST_ALREADY_CLAIMED', ...THROTTLED },
  }),
  visit: endpoint({
    method: 'POST',
    path: `${PRIVATE}/visits`,
    summary: "Count today's visit (UTC day) for the daily-visit quest",
    tags,
    params: CampaignParamsSchema,
    response: DailyVisitSchema,
    errors: SIGNED_IN,
  }),
};
