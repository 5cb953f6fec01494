import type { CampaignDeps } from '../deps';

/** Operator: adds codes to a reward's pool; codes already in the campaign are skipped. */
export async function importRewardCodes(
  db: CampaignDeps['db'],
  campaignId: number,
  rewardId: number,
  codes: string[],
  at: Date,
): Promise<{ added: number; skipped: number }> {
  const unique = [...new Set(codes)];
  let added = 0;
  for (let index = 0; index < unique.length; index += 500) {
    const chunk = unique.slice(index, index + 500);
    const inserted = await db
      .insertInto('campaign_reward_codes')
      .values(chunk.map((code) => ({ campaign_id: campaignId, reward_id: rewardId, code, imported_at: at })))
      .onConflict((conflict) => conflict.columns(['campaign_id', 'code']).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return { added, skipped: codes.length - added };
}
