import type { RaffleShippingPayload } from '@portal/contracts';
import { requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { submitShipping } from './answer';
import { raffleWinners, verifyDraw } from './audit';
import { enterRaffle } from './enter';
import { drawAndRecord } from './record';
import { viewRaffle } from './view';

/**
 * The raffle (001 §4): entry before launch for players who pre-registered on the website; the
 * lottery number is the account id; the operator draws after launch with a recorded seed; winners
 * answer with a shipping address and phone within `raffle_response_days` (14) of the announcement,
 * after which the forfeit job (raffle/forfeit.ts) closes their prize. One module per use case.
 */
export function createRaffleService(deps: CampaignDeps) {
  return {
    view: async (gameCode: string, userId: number | null) =>
      viewRaffle(deps, await requireCampaign(deps.db, gameCode), userId),
    enter: (gameCode: string, userId: number) => enterRaffle(deps, gameCode, userId),
    submitShipping: (gameCode: string, userId: number, payload: RaffleShippingPayload) =>
      submitShipping(deps, gameCode, userId, payload),
    draw: (gameCode: string, actor: string, seed?: string) => drawAndRecord(deps, gameCode, actor, seed),
    verify: (gameCode: string) => verifyDraw(deps.db, gameCode),
    winners: (gameCode: string) => raffleWinners(deps.db, gameCode),
  };
}
export type RaffleService = ReturnType<typeof createRaffleService>;
