import { call } from '@portal/api-client';
import { campaignPointsEndpoints } from '@portal/contracts';

/** The quests of every running campaign, with the player's state when signed in. */
export const fetchQuestGroups = () => call(campaignPointsEndpoints.questsAcrossCampaigns);
