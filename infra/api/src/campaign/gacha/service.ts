import { campaignErrorCodes, type CampaignGacha, type CampaignGachaDraw } from '@portal/contracts';
import { sql } from 'kysely';
import { issueCoupon, pickWeighted } from '../../money';
import { inTransaction } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { isGachaLive, requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import { lockBalance, spendPoints } from '../points/ledger';

/**
 * The campaign gacha (001 §9): from launch + 7 days, one draw costs `gacha_draw_cost` (250) AE Points
 * and gives a prize of the campaign's table, picked by weight among prizes still in stock with the
 * portal gacha's picker (crypto.randomInt); the prize arrives as a coupon. All in one transaction.
 */
export function createCampaignGachaService(
  { db, clock, rate, limits }: CampaignDeps,
  random?: (max: number) => number,
) {
  return {
    async info(gameCode: string): Promise<CampaignGacha> {
      const campaign = await requireCampaign(db, gameCode);
      const prizes = await db
        .selectFrom('campaign_gacha_prizes')
        .selectAll()
        .where('campaign_id', '=', campaign.id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return {
        startAt: unixSeconds(campaign.gacha_start_at),
        isLive: isGachaLive(campaign, clock()),
        drawCost: campaign.gacha_draw_cost,
        prizes: prizes.map((prize) => ({
          id: prize.id,
          name: prize.name,
          weight: prize.weight,
          remaining: prize.stock === null ? null : prize.stock - prize.awarded,
        })),
      };
    },

    async draw(gameCode: string, userId: number): Promise<CampaignGachaDraw> {
      const campaign = await requireCampaign(db, gameCode);
      const at = clock();
      if (!isGachaLive(campaign, at)) {
        throw new CampaignError(
          409,
          campaignErrorCodes.gachaNotLive,
          'The gacha opens one week after the launch.',
        );
      }
      await rate.consume(
        'gacha-draw',
        String(userId),
        limits.gachaDraws,
        'Too many draws. Please try again in {wait}.',
      );
      return inTransaction(db, async (trx) => {
        const owner = { campaignId: campaign.id, userId };
        await lockBalance(trx, owner); // wallet first, then the prize rows (one lock order)
        const prizes = await trx
          .selectFrom('campaign_gacha_prizes')
          .selectAll()
          .where('campaign_id', '=', campaign.id)
          .where((eb) => eb.or([eb('stock', 'is', null), eb('awarded', '<', eb.ref('stock'))]))
          .orderBy('id')
          .forUpdate()
          .execute();
        if (prizes.length === 0) {
          throw new CampaignError(409, campaignErrorCodes.gachaNotLive, 'Every prize of this gacha is gone.');
        }
        const prize = pickWeighted(prizes, random);
        await trx
          .updateTable('campaign_gacha_prizes')
          .set({ awarded: sql`awarded + 1` })
          .where('id', '=', prize.id)
          .execute();
        const draw = await trx
          .insertInto('campaign_gacha_draws')
          .values({
            campaign_id: campaign.id,
            user_id: userId,
            prize_id: prize.id,
            points_spent: campaign.gacha_draw_cost,
            coupon_code: '',
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const balance = await spendPoints(
          trx,
          owner,
          { amount: campaign.gacha_draw_cost, reason: 'gacha_draw', reference: `gacha_draw:${draw.id}` },
          at,
        );
        const couponCode = await issueCoupon(
          trx,
          {
            userId,
            title: prize.name,
            gameCode: campaign.game_code,
            source: 'campaign',
            sourceReference: `campaign_gacha_draw:${draw.id}`,
            validDays: null,
          },
          at,
        );
        await trx
          .updateTable('campaign_gacha_draws')
          .set({ coupon_code: couponCode })
          .where('id', '=', draw.id)
          .execute();
        return {
          drawId: draw.id,
          prizeName: prize.name,
          couponCode,
          pointsSpent: campaign.gacha_draw_cost,
          balance,
          createdAt: unixSeconds(at),
        };
      });
    },
  };
}
export type CampaignGachaService = ReturnType<typeof createCampaignGachaService>;
