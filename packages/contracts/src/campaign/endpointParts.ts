import { SIGNED_IN_ERRORS } from '../endpoint';

// "public" campaign endpoints accept an optional session: with one, the answer includes the player's
// state (progress, states, `me`); without, a visitor's view. "private" endpoints need it.
export const tags = ['campaign'];
export const NOT_FOUND = { 404: 'CAMPAIGN_NOT_FOUND: no campaign for the game code' };
export const SIGNED_IN = { ...SIGNED_IN_ERRORS, 404: 'CAMPAIGN_NOT_FOUND' };
export const THROTTLED = { 429: 'RATE_LIMITED: Retry-After tells when to come back' };
export const PROVE_OR_WAIT = {
  428: 'HUMAN_PROOF_REQUIRED: solve the x-human-challenge header and send again with x-human-proof',
  429: 'RATE_LIMITED: too many attempts; Retry-After tells when to come back',
};
export const CLOSED = { 404: 'CAMPAIGN_NOT_FOUND', 409: 'PRE_REGISTRATION_CLOSED' };
export const PUBLIC = '/public/campaigns/:gameCode';
export const PRIVATE = '/private/campaigns/:gameCode';
