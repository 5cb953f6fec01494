import { campaignRaffleEndpoints as e, type RaffleShippingPayload } from '@portal/contracts';
import { call } from '@portal/api-client';

/** The raffle of one campaign: the view, the entry and a winner's address. */
export const raffleCalls = (gameCode: string) => ({
  raffle: () => call(e.raffle, { params: { gameCode } }),
  enterRaffle: () => call(e.raffleEntry, { params: { gameCode } }),
  submitShipping: (payload: RaffleShippingPayload) =>
    call(e.raffleShipping, { params: { gameCode }, body: payload }),
});
