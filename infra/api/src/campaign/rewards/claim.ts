import { campaignErrorCodes, type RewardClaim } from '@portal/contracts';
import { unixSeconds } from '../../lib/time';
import { claimFromPool } from '../codePool';
import { requireCampaign } from '../config/campaigns';
import { CampaignError, isUniqueViolation, notPreRegistered } from '../errors';
import { rewardNotFound, listRewardsFor, findReward, heldCode, type RewardDeps } from './list';

/** Hands out one code of the pool (the same one again on a repeat). */
export async function claimReward(
  deps: RewardDeps,
  gameCode: string,
  rewardCode: string,
  userId: number,
): Promise<RewardClaim> {
  const { db, clock, rate, limits } = deps;
  const campaign = await requireCampaign(db, gameCode);
  const reward = await findReward(deps, campaign, rewardCode);
  await rate.consume('claim', String(userId), limits.claims, 'Too many claims. Please try again in {wait}.');
  const answer = (row: { code: string; claimed_at: Date | null }) => ({
    rewardCode: reward.code,
    title: reward.title,
    code: row.code,
    claimedAt: unixSeconds(row.claimed_at ?? clock()),
  });
  const held = await heldCode(deps, reward.id, userId);
  if (held) return answer(held);
  const item = (await listRewardsFor(deps, campaign, userId)).find(
    (candidate) => candidate.code === rewardCode,
  );
  if (!item) throw rewardNotFound();
  const preRegistered = await db
    .selectFrom('campaign_pre_registrations')
    .select('id')
    .where('campaign_id', '=', campaign.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!preRegistered) throw notPreRegistered();
  if (item.state === 'Claimed') {
    // The player's other claim landed between the first look and the listing.
    const raced = await heldCode(deps, reward.id, userId);
    if (raced) return answer(raced);
  }
  if (item.state !== 'Claim') {
    throw new CampaignError(409, campaignErrorCodes.rewardLocked, 'This reward is not unlocked yet.');
  }
  const at = clock();
  try {
    const row = await claimFromPool(
      db,
      { table: 'campaign_reward_codes', poolColumn: 'reward_id', poolId: reward.id },
      userId,
      at,
    );
    if (row) return answer(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // No code for this claim: the pool is empty, or the player's other claim won the race (the
  // one-code-per-player index refused this one, or it took the last code); then answer that code.
  const raced = await heldCode(deps, reward.id, userId);
  if (raced) return answer(raced);
  throw new CampaignError(
    409,
    campaignErrorCodes.rewardCodesExhausted,
    'All codes of this reward have been handed out.',
  );
}
