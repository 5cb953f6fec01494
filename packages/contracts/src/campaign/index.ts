// Campaigns (spec 001): pre-registration, AE Points, learn videos, quests, referral, raffle,
// rewards and code claim, for any game code. Endpoints are declared one module per feature (a client
// imports its feature's group) and gathered in `campaignEndpoints` for the API.
export * from './rules';
export * from './errors';
export * from './schemas';
export * from './preRegistrationSchemas';
export * from './taskSchemas';
export * from './prizeSchemas';
export * from './endpoints';
