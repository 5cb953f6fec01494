import type { Raffle } from '@portal/contracts';
import { unixOrNull, unixSeconds } from '../../lib/time';
import { isRaffleEntryOpen, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { websitePreRegistration } from './queries';

/** The raffle as a visitor sees it, with `me` for a signed-in player. */
export async function viewRaffle(
  { db, clock }: Pick<CampaignDeps, 'db' | 'clock'>,
  campaign: CampaignRow,
  userId: number | null,
): Promise<Raffle> {
  const at = clock();
  const prizes = await db
    .selectFrom('campaign_raffle_prizes')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const entries = await db
    .selectFrom('campaign_raffle_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('campaign_id', '=', campaign.id)
    .executeTakeFirstOrThrow();
  const draw = await db
    .selectFrom('campaign_raffle_draws')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .executeTakeFirst();
  const winners = draw
    ? await db
        .selectFrom('campaign_raffle_winners as w')
        .innerJoin('users', 'users.id', 'w.user_id')
        .innerJoin('campaign_raffle_prizes as p', 'p.id', 'w.prize_id')
        .select(['w.user_id', 'users.nickname', 'p.name', 'w.status'])
        .where('w.campaign_id', '=', campaign.id)
        .orderBy('w.rank')
        .execute()
    : [];
  let me: Raffle['me'] = null;
  if (userId !== null) {
    const pre = await websitePreRegistration(db, campaign, userId);
    const entered = await db
      .selectFrom('campaign_raffle_entries')
      .select('user_id')
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const won = winners.find((winner) => winner.user_id === userId);
    me = {
      eligible: pre?.channel === 'website',
      entered: Boolean(entered),
      lotteryNumber: userId,
      prizeName: won?.name ?? null,
      winnerStatus: won?.status ?? null,
      responseDeadline: won && draw ? unixSeconds(draw.response_deadline) : null,
    };
  }
  return {
    phase: draw ? 'drawn' : isRaffleEntryOpen(campaign, at) ? 'entry_open' : 'awaiting_draw',
    prizes: prizes.map((prize) => ({
      id: prize.id,
      name: prize.name,
      description: prize.description,
      quantity: prize.quantity,
      imageUrl: prize.image_url,
    })),
    entryCount: Number(entries.count),
    announcedAt: unixOrNull(draw?.drawn_at ?? null),
    responseDeadline: unixOrNull(draw?.response_deadline ?? null),
    winners: winners.map((winner) => ({
      lotteryNumber: winner.user_id,
      nickname: winner.nickname,
      prizeName: winner.name,
      status: winner.status,
    })),
    me,
  };
}
