import { COUNTER_CACHE_SECONDS, type PreRegistrationCounter } from '@portal/contracts';
import { contentChanged } from '../../http/publicCache/contentVersions';
import { unixSeconds } from '../../lib/time';
import { requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';

/**
 * The total pre-registration counter (001 §1): website pre-registrations plus the operator's app
 * store counts. Read on every landing view, so each API process keeps the answer for
 * COUNTER_CACHE_SECONDS (10 s): one indexed count and one small read per campaign per 10 s. A count
 * the operator changes in another process shows within that time.
 */
export function createCounterService({ db, clock }: CampaignDeps) {
  const cache = new Map<string, { value: PreRegistrationCounter; expiresAt: number }>();

  async function compute(gameCode: string): Promise<PreRegistrationCounter> {
    const campaign = await requireCampaign(db, gameCode);
    const website = await db
      .selectFrom('campaign_pre_registrations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    const stores = await db
      .selectFrom('campaign_counter_sources')
      .select(['source', 'label', 'count'])
      .where('campaign_id', '=', campaign.id)
      .orderBy('source')
      .execute();
    const sources = [
      { source: 'website', label: 'Official website', count: Number(website.count) },
      ...stores,
    ];
    return {
      total: sources.reduce((sum, source) => sum + source.count, 0),
      sources,
      computedAt: unixSeconds(clock()),
    };
  }

  return {
    async read(gameCode: string): Promise<PreRegistrationCounter> {
      const now = clock().getTime();
      const cached = cache.get(gameCode);
      if (cached && cached.expiresAt > now) return cached.value;
      const value = await compute(gameCode);
      cache.set(gameCode, { value, expiresAt: now + COUNTER_CACHE_SECONDS * 1000 });
      return value;
    },
    /** The exact count now (operator CLI, reward unlocks after a claim). */
    fresh: compute,
    /** Forget cached totals (this process changed a source). */
    invalidate: (gameCode?: string) => (gameCode ? cache.delete(gameCode) : cache.clear()),
  };
}
export type CounterService = ReturnType<typeof createCounterService>;

/** Operator: sets an app store count (a source other than `website`). */
export async function setCounterSource(
  db: CampaignDeps['db'],
  campaignId: number,
  source: { source: string; label: string; count: number },
  at: Date,
): Promise<void> {
  await db
    .insertInto('campaign_counter_sources')
    .values({ campaign_id: campaignId, ...source, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .columns(['campaign_id', 'source'])
        .doUpdateSet({ label: source.label, count: source.count, updated_at: at }),
    )
    .execute();
  contentChanged();
}
