import { RaffleSchema, RaffleShippingPayloadSchema } from './prizeSchemas';
import { CampaignParamsSchema } from './schemas';
import { endpoint } from '../endpoint';
import { tags, NOT_FOUND, SIGNED_IN, THROTTLED, PUBLIC, PRIVATE } from './endpointParts';

/** The raffle: entry, winners and their shipping address. */
export const campaignRaffleEndpoints = {
  raffle: endpoint({
    method: 'GET',
    path: `${PUBLIC}/raffle`,
    summary: 'The raffle: phase, prizes, entries, winners once drawn; `me` for a signed-in player',
    tags,
    params: CampaignParamsSchema,
    response: RaffleSchema,
    errors: NOT_FOUND,
  }),
  raffleEntry: endpoint({
    method: 'POST',
    path: `${PRIVATE}/raffle/entry`,
    summary: 'Enter the raffle (before launch; website pre-registrants; lottery number = account id)',
    tags,
    params: CampaignParamsSchema,
    response: RaffleSchema,
    errors: { ...SIGNED_IN, 403: 'NOT_PRE_REGISTERED', 409: 'RAFFLE_ENTRY_CLOSED' },
  }),
  raffleShipping: endpoint({
    method: 'POST',
    path: `${PRIVATE}/raffle/shipping`,
    summary: "A winner's shipping address and contact number, within 14 days of the announcement",
    tags,
    params: CampaignParamsSchema,
    body: RaffleShippingPayloadSchema,
    response: RaffleSchema,
    errors: {
      ...SIGNED_IN,
      403: 'RAFFLE_NOT_WINNER',
      409: 'RAFFLE_NOT_DRAWN, RAFFLE_ALREADY_ANSWERED or RAFFLE_RESPONSE_CLOSED',
      ...THROTTLED,
    },
  }),
};
