import {
  campaignErrorCodes,
  raffleResponseDeadline,
  type Raffle,
  type RaffleShippingPayload,
} from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { unixOrNull, unixSeconds } from '../../lib/time';
import { audit, isLaunched, isRaffleEntryOpen, requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError, notPreRegistered } from '../errors';
import {
  drawRaffle,
  entriesDigest,
  isResponseOpen,
  newRaffleSeed,
  prizeSlots,
  RAFFLE_ALGORITHM,
} from './draw';

const raffleError = (
  status: number,
  code: (typeof campaignErrorCodes)[keyof typeof campaignErrorCodes],
  message: string,
) => new CampaignError(status, code, message);

/**
 * The raffle (001 §4): entry before launch for players who pre-registered on the website; the
 * lottery number is the account id; the operator draws after launch with a recorded seed; winners
 * answer with a shipping address and phone within `raffle_response_days` (14) of the announcement,
 * after which the forfeit job (raffle/forfeit.ts) closes their prize.
 */
export function createRaffleService({ db, clock, rate, limits }: CampaignDeps) {
  async function websitePreRegistration(campaign: CampaignRow, userId: number) {
    return db
      .selectFrom('campaign_pre_registrations')
      .select('channel')
      .where('campaign_id', '=', campaign.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async function view(campaign: CampaignRow, userId: number | null): Promise<Raffle> {
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
      const pre = await websitePreRegistration(campaign, userId);
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

  return {
    view: async (gameCode: string, userId: number | null) =>
      view(await requireCampaign(db, gameCode), userId),

    /** Enter: before launch, website pre-registrants only; entering twice is harmless. */
    async enter(gameCode: string, userId: number): Promise<Raffle> {
      const campaign = await requireCampaign(db, gameCode);
      if (!isRaffleEntryOpen(campaign, clock())) {
        throw raffleError(
          409,
          campaignErrorCodes.raffleEntryClosed,
          'Raffle entry closed when the game launched.',
        );
      }
      const pre = await websitePreRegistration(campaign, userId);
      if (!pre) throw notPreRegistered();
      if (pre.channel !== 'website') {
        throw raffleError(
          403,
          campaignErrorCodes.notPreRegistered,
          'The raffle is for players who pre-registered on the website.',
        );
      }
      await db
        .insertInto('campaign_raffle_entries')
        .values({ campaign_id: campaign.id, user_id: userId, created_at: clock() })
        .onConflict((conflict) => conflict.columns(['campaign_id', 'user_id']).doNothing())
        .execute();
      return view(campaign, userId);
    },

    /** A winner's shipping address and contact number, within the response period. */
    async submitShipping(gameCode: string, userId: number, payload: RaffleShippingPayload): Promise<Raffle> {
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
          throw raffleError(
            409,
            campaignErrorCodes.raffleAlreadyAnswered,
            'Your address was already received.',
          );
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
      return view(campaign, userId);
    },

    /**
     * Operator: draws the raffle once, after launch, from a fresh CSPRNG seed (or a given one, to
     * replay); records the seed, the entries' digest and the winners, and audits it.
     */
    async draw(gameCode: string, actor: string, seed = newRaffleSeed()) {
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
        const entries = (
          await trx
            .selectFrom('campaign_raffle_entries')
            .select('user_id')
            .where('campaign_id', '=', campaign.id)
            .execute()
        ).map((row) => row.user_id);
        const prizes = await trx
          .selectFrom('campaign_raffle_prizes')
          .select(['id', 'quantity'])
          .where('campaign_id', '=', campaign.id)
          .orderBy('position')
          .orderBy('id')
          .execute();
        const winners = drawRaffle(seed, entries, prizeSlots(prizes));
        const deadline = new Date(
          raffleResponseDeadline(unixSeconds(at), campaign.raffle_response_days) * 1000,
        );
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
    },

    /** Operator: recomputes the recorded draw from its seed and the entries; true when it matches. */
    async verify(gameCode: string) {
      const campaign = await requireCampaign(db, gameCode);
      const draw = await db
        .selectFrom('campaign_raffle_draws')
        .selectAll()
        .where('campaign_id', '=', campaign.id)
        .executeTakeFirst();
      if (!draw)
        throw raffleError(409, campaignErrorCodes.raffleNotDrawn, 'The raffle has not been drawn yet.');
      const entries = (
        await db
          .selectFrom('campaign_raffle_entries')
          .select('user_id')
          .where('campaign_id', '=', campaign.id)
          .execute()
      ).map((row) => row.user_id);
      const prizes = await db
        .selectFrom('campaign_raffle_prizes')
        .select(['id', 'quantity'])
        .where('campaign_id', '=', campaign.id)
        .orderBy('position')
        .orderBy('id')
        .execute();
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
    },

    /** Operator: winners with their answers (shipping details), rank order. */
    async winners(gameCode: string) {
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
    },
  };
}
export type RaffleService = ReturnType<typeof createRaffleService>;
