import { campaignErrorCodes } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { requireCampaign } from '../config/campaigns';
import { drawRaffle, entriesDigest, prizeSlots } from './draw';
import { drawnPrizes, entryNumbers, raffleError } from './queries';

/** Operator: recomputes the recorded draw from its seed and the entries; true when it matches. */
export async function verifyDraw(db: Kysely<Database>, gameCode: string) {
  const campaign = await requireCampaign(db, gameCode);
  const draw = await db
    .selectFrom('campaign_raffle_draws')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .executeTakeFirst();
  if (!draw) throw raffleError(409, campaignErrorCodes.raffleNotDrawn, 'The raffle has not been drawn yet.');
  const entries = await entryNumbers(db, campaign.id);
  const prizes = await drawnPrizes(db, campaign.id);
  const recorded = await db
    .selectFrom('campaign_raffle_winners')
    .select(['user_id', 'prize_id', 'rank'])
    .where('campaign_id', '=', campaign.id)
    .orderBy('rank')
    .execute();
  const replay = drawRaffle(draw.seed, entries, prizeSlots(prizes));
  const same =
    entriesDigest(entries) === draw.entries_digest &&
    replay.length === recorded.length &&
    replay.every(
      (pick, index) =>
        pick.lotteryNumber === recorded[index]!.user_id && pick.prizeId === recorded[index]!.prize_id,
    );
  return { matches: same, seed: draw.seed, algorithm: draw.algorithm };
}

/** Operator: winners with their answers (shipping details), rank order. */
export async function raffleWinners(db: Kysely<Database>, gameCode: string) {
  const campaign = await requireCampaign(db, gameCode);
  return db
    .selectFrom('campaign_raffle_winners as w')
    .innerJoin('users', 'users.id', 'w.user_id')
    .innerJoin('campaign_raffle_prizes as p', 'p.id', 'w.prize_id')
    .select([
      'w.rank',
      'w.user_id',
      'users.email',
      'p.name as prize',
      'w.status',
      'w.recipient_name',
      'w.phone',
      'w.address',
      'w.city',
      'w.postal_code',
      'w.country',
      'w.answered_at',
      'w.forfeited_at',
    ])
    .where('w.campaign_id', '=', campaign.id)
    .orderBy('w.rank')
    .execute();
}
