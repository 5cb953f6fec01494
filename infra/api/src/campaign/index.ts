/**
 * What other wings use from campaigns: the registration of its routes (app.ts), and the operator's
 * doors the admin CLI opens (configure, import codes, draw, export, forfeit). Everything else in
 * campaign/ is its own business (the lint walls keep it so).
 */
export { registerCampaigns } from './register';
export { registerPuzzleEvents } from './puzzle/register';
export { CampaignError } from './errors';
export {
  parseCodesCsv,
  configureCampaign,
  drawRecord,
  preRegistrationsCsv,
  RAFFLE_WINNERS_CSV_HEADER,
  settingsToPayload,
  winnerCsvLine,
  winnerRecords,
} from './operator';
export { codesLeft, defineEvent, importPuzzleCodes, listEvents } from './puzzle/operator';
export { findEvent } from './puzzle/events';
export {
  audit,
  NewCampaignWithoutLaunchError,
  requireCampaign,
  type CampaignSettings,
} from './config/campaigns';
export { rewardIdOf } from './config/content';
export { setCounterSource } from './counter/service';
export { createGameCampaign } from './createGameCampaign';
export { forfeitOverdueRaffleWinners } from './raffle/forfeit';
export { importRewardCodes } from './rewards/codes';
export { createCampaignServices } from './services';
