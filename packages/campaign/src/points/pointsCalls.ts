import { campaignPointsEndpoints as e } from '@portal/contracts';
import { call } from '@portal/api-client';

/** AE Points and the quests that earn them, in one campaign. */
export const pointsCalls = (gameCode: string) => ({
  points: () => call(e.points, { params: { gameCode } }),
  quests: () => call(e.quests, { params: { gameCode } }),
  reportQuest: (questCode: string) => call(e.questReport, { params: { gameCode, questCode } }),
  claimQuest: (questCode: string) => call(e.questClaim, { params: { gameCode, questCode } }),
  visit: () => call(e.visit, { params: { gameCode } }),
});
export type PointsCalls = ReturnType<typeof pointsCalls>;
