// Campaigns (spec 001): pre-registration, AE Points, learn videos, quests, referral, raffle,
// rewards and code claim, for any game code. Every endpoint is declared in `campaignEndpoints`.
export * from './rules';
export * from './errors';
export * from './schemas';
export * from './preRegistrationSchemas';
export * from './taskSchemas';
export * from './prizeSchemas';
export * from './endpoints';
