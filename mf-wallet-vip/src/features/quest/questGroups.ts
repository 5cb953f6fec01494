import { apiClient } from '@portal/api-client';
import { API_PREFIX, campaignApiRoutes, CampaignQuestGroupListSchema } from '@portal/contracts';

/** The player's quests of every running campaign (the campaign API is not yet declared as endpoints). */
export const fetchQuestGroups = () =>
  apiClient.get(campaignApiRoutes.questsAcrossCampaigns.slice(API_PREFIX.length), {
    schema: CampaignQuestGroupListSchema,
  });
