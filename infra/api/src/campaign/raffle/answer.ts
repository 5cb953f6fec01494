import { campaignErrorCodes, type Raffle, type RaffleShippingPayload } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { isResponseOpen } from './draw';
import { raffleError } from './queries';
import { viewRaffle } from './view';

/** A winner's shipping address and contact number, within the response period. */
export async function submitShipping(
  deps: CampaignDeps,
  gameCode: string,
  userId: number,
  payload: RaffleShippingPayload,
): Promise<Raffle> {
  const { db, clock, rate, limits } = deps;
  const campaign = await requireCampaign(db, gameCode);
  await rate.consume(
    'raffle-answer',
    String(userId),
    limits.raffleAnswers,
    'Too many attempts. Please try again in {wait}.',
  );
  const at = clock();
  await inTransaction(db, async (trx) => {
    const draw = await trx
      .selectFrom('campaign_raffle_draws')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirst();
    if (!draw)
      throw raffleError(409, campaignErrorCodes.raffleNotDrawn, 'The raffle has not been drawn yet.');
    const winner = await trx
      .selectFrom('campaign_raffle_winners')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!winner)
      throw raffleError(403, campaignErrorCodes.raffleNotWinner, 'Only winners send a shipping address.');
    if (winner.status === 'answered')
      throw raffleError(409, campaignErrorCodes.raffleAlreadyAnswered, 'Your address was already received.');
    if (winner.status === 'forfeited' || !isResponseOpen(draw.response_deadline, at)) {
      throw raffleError(
        409,
        campaignErrorCodes.raffleResponseClosed,
        'The time to claim this prize has passed.',
      );
    }
    await trx
      .updateTable('campaign_raffle_winners')
      .set({
        status: 'answered',
        recipient_name: payload.recipientName,
        phone: payload.phone,
        address: payload.address,
        city: payload.city,
        postal_code: payload.postalCode,
        country: payload.country,
        answered_at: at,
      })
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .execute();
  });
  return viewRaffle(deps, campaign, userId);
}
