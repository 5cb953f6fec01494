import { call } from '@portal/api-client';
import { campaignEndpoints } from '@portal/contracts';

/** The quests of every running campaign, with the player's state when signed in. */
export const fetchQuestGroups = () => call(campaignEndpoints.questsAcrossCampaigns);
