import { campaignErrorCodes, raffleResponseDeadline } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { audit, isLaunched, requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { drawRaffle, entriesDigest, newRaffleSeed, prizeSlots, RAFFLE_ALGORITHM } from './draw';
import { drawnPrizes, entryNumbers, raffleError } from './queries';

/**
 * Operator: draws the raffle once, after launch, from a fresh CSPRNG seed (or a given one, to
 * replay); records the seed, the entries' digest and the winners, and audits it.
 */
export async function drawAndRecord(
  { db, clock }: Pick<CampaignDeps, 'db' | 'clock'>,
  gameCode: string,
  actor: string,
  seed = newRaffleSeed(),
) {
  const campaign = await requireCampaign(db, gameCode);
  const at = clock();
  if (!isLaunched(campaign, at)) {
    throw raffleError(409, campaignErrorCodes.raffleEntryClosed, 'The raffle is drawn after the launch.');
  }
  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('campaign_raffle_draws')
      .select('seed')
      .where('campaign_id', '=', campaign.id)
      .forUpdate()
      .executeTakeFirst();
    if (existing)
      throw raffleError(409, campaignErrorCodes.raffleAlreadyDrawn, 'The raffle was already drawn.');
    const entries = await entryNumbers(trx, campaign.id);
    const prizes = await drawnPrizes(trx, campaign.id);
    const winners = drawRaffle(seed, entries, prizeSlots(prizes));
    const deadline = new Date(raffleResponseDeadline(unixSeconds(at), campaign.raffle_response_days) * 1000);
    const digest = entriesDigest(entries);
    await trx
      .insertInto('campaign_raffle_draws')
      .values({
        campaign_id: campaign.id,
        seed,
        algorithm: RAFFLE_ALGORITHM,
        entry_count: entries.length,
        entries_digest: digest,
        drawn_at: at,
        drawn_by: actor,
        response_deadline: deadline,
      })
      .execute();
    if (winners.length > 0) {
      await trx
        .insertInto('campaign_raffle_winners')
        .values(
          winners.map((winner) => ({
            campaign_id: campaign.id,
            user_id: winner.lotteryNumber,
            prize_id: winner.prizeId,
            rank: winner.rank,
            recipient_name: null,
            phone: null,
            address: null,
            city: null,
            postal_code: null,
            country: null,
            answered_at: null,
            forfeited_at: null,
          })),
        )
        .execute();
    }
    await audit(
      trx,
      {
        campaignId: campaign.id,
        actor,
        action: 'raffle.draw',
        detail: {
          seed,
          algorithm: RAFFLE_ALGORITHM,
          entries: entries.length,
          entriesDigest: digest,
          winners,
        },
      },
      at,
    );
    return { seed, entries: entries.length, entriesDigest: digest, winners, responseDeadline: deadline };
  });
}
