import type { Kysely } from 'kysely';
import { issueCoupon } from '../money/coupons/service';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { findCampaign, upsertCampaign } from './config/campaigns';
import { addCampaignContent, rewardIdOf, type CampaignContent } from './config/content';
import { setCounterSource } from './counter/service';
import { earnTaskPoints } from './points/ledger';
import { importRewardCodes } from './rewards/service';

const DAY_MS = 86_400_000;

/** Learn videos are short so a demo (and a browser test) can watch one through in seconds. */
const ASH_ECHOES: CampaignContent = {
  videos: [
    {
      code: 'echomancy-101',
      title: 'Echomancy 101',
      description: 'How Echomancers bind the echoes of fallen heroes.',
      videoUrl: '/campaign-media/ash_echoes/echomancy-101.webm',
      durationSeconds: 6,
      segmentSeconds: 2,
      points: 50,
      question: 'What does an Echomancer bind?',
      options: ['Dragons', 'Echoes of fallen heroes', 'Ancient coins', 'Storm clouds'],
      correctOption: 1,
    },
    {
      code: 'factions-tour',
      title: 'A tour of the factions',
      description: 'The five factions of the Ashen Worlds and what they fight for.',
      videoUrl: '/campaign-media/ash_echoes/factions-tour.webm',
      durationSeconds: 9,
      segmentSeconds: 3,
      points: 50,
      question: 'How many factions are there?',
      options: ['Three', 'Four', 'Five', 'Seven'],
      correctOption: 2,
    },
    {
      code: 'combat-basics',
      title: 'Combat basics',
      description: 'Chain skills and trigger an ultimate at the right moment.',
      videoUrl: '/campaign-media/ash_echoes/combat-basics.webm',
      durationSeconds: 8,
      segmentSeconds: 4,
      points: 100,
      question: 'What do you chain to fill the ultimate gauge?',
      options: ['Skills', 'Potions', 'Mounts'],
      correctOption: 0,
    },
  ],
  quests: [
    {
      code: 'follow-discord',
      kind: 'follow_channel',
      title: 'Follow the official Discord',
      description: 'Join the Ash Echoes community channel.',
      points: 100,
      target: 1,
      actionUrl: 'https://discord.example/ash-echoes',
    },
    {
      code: 'watch-all-videos',
      kind: 'watch_all_videos',
      title: 'Watch every learn video',
      points: 150,
      target: 3,
    },
    {
      code: 'invite-friends',
      kind: 'invite_friend',
      title: 'Invite your friends',
      description: '40 AE Points for each friend who pre-registers, up to 5 friends.',
      points: 40,
      target: 5,
    },
    { code: 'daily-visit', kind: 'daily_visit', title: 'Visit 7 different days', points: 100, target: 7 },
  ],
  rewards: [
    {
      code: 'pre-registration-gift',
      kind: 'personal',
      delivery: 'coupon',
      condition: 'pre_registration',
      threshold: 1,
      title: 'Pre-registration gift',
      description: 'A coupon for 300 Echo Crystals.',
    },
    {
      code: 'milestone-50k',
      kind: 'milestone',
      threshold: 50_000,
      title: '50,000 pre-registrations',
      description: '1,000 Gold and a Rare Echo summon.',
    },
    {
      code: 'milestone-100k',
      kind: 'milestone',
      threshold: 100_000,
      title: '100,000 pre-registrations',
      description: 'Echomancer Lyra outfit.',
    },
    {
      code: 'milestone-200k',
      kind: 'milestone',
      threshold: 200_000,
      title: '200,000 pre-registrations',
      description: 'Epic Echo summon ×10.',
    },
    {
      code: 'milestone-500k',
      kind: 'milestone',
      threshold: 500_000,
      title: '500,000 pre-registrations',
      description: 'Legendary Echomancer ticket.',
    },
    {
      code: 'invite-3-friends',
      kind: 'personal',
      condition: 'referrals',
      threshold: 3,
      title: 'Invite 3 friends',
      description: 'Friendship emblem and 500 Gold.',
    },
    {
      code: 'learn-all-videos',
      kind: 'personal',
      condition: 'videos',
      threshold: 3,
      title: 'Answer every learn video',
      description: 'Scholar title and 200 Gold.',
    },
  ],
  rafflePrizes: [
    { name: 'Flagship phone', description: 'The newest flagship smartphone, 256 GB.', quantity: 1 },
    { name: 'Gaming headset', description: 'Wireless gaming headset.', quantity: 3 },
    { name: 'Ash Echoes merch box', description: 'Art book, poster and acrylic stand.', quantity: 10 },
  ],
  gachaPrizes: [
    { name: 'Echo Crystal ×50', weight: 60 },
    { name: 'Rare Echo summon', weight: 30 },
    { name: 'Epic Echo summon', weight: 9 },
    { name: 'Legendary Echomancer ticket', weight: 1, stock: 20 },
  ],
};

const CRAZY_ONES: CampaignContent = {
  quests: [
    {
      code: 'follow-facebook',
      kind: 'follow_channel',
      title: 'Follow Crazy Ones on Facebook',
      points: 100,
      target: 1,
      actionUrl: 'https://facebook.example/crazy-ones',
    },
    { code: 'daily-visit', kind: 'daily_visit', title: 'Visit 5 different days', points: 80, target: 5 },
  ],
  rewards: [
    {
      code: 'milestone-10k',
      kind: 'milestone',
      threshold: 10_000,
      title: '10,000 pre-registrations',
      description: 'Story chapter unlock.',
    },
  ],
};

/** Codes for each pool reward: `AE-<REWARD>-<NNN>` (demo only; the operator imports real ones). */
const demoCodes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(3, '0')}`);

/**
 * Demo campaigns: Ash Echoes launching in 30 days (pre-registration and raffle entry open) with
 * videos, quests, rewards with codes in their pools, a raffle prize list with the flagship phone
 * and a gacha; Crazy Ones launching in 60 days. Rival has pre-registered on the website and entered
 * the raffle; DemoPlayer has not (the browser tests pre-register them). Idempotent.
 */
export async function seedDemoCampaigns(db: Kysely<Database>, now = new Date()): Promise<number> {
  let written = 0;
  const ash =
    (await findCampaign(db, 'ash_echoes')) ??
    (written++,
    await upsertCampaign(
      db,
      'ash_echoes',
      {
        name: 'Ash Echoes',
        landingPath: '/games/official/ash_echoes',
        launchAt: new Date(now.getTime() + 30 * DAY_MS),
        couponTitle: 'Ash Echoes pre-registration gift',
      },
      now,
    ));
  written += await addCampaignContent(db, ash.id, ASH_ECHOES);
  const hasSources = await db
    .selectFrom('campaign_counter_sources')
    .select('source')
    .where('campaign_id', '=', ash.id)
    .executeTakeFirst();
  if (!hasSources) {
    await setCounterSource(db, ash.id, { source: 'app_store', label: 'App Store', count: 48_210 }, now);
    await setCounterSource(db, ash.id, { source: 'google_play', label: 'Google Play', count: 73_905 }, now);
    written += 2;
  }
  for (const reward of ASH_ECHOES.rewards ?? []) {
    if (reward.delivery === 'coupon') continue;
    const rewardId = await rewardIdOf(db, ash.id, reward.code);
    const pooled = await db
      .selectFrom('campaign_reward_codes')
      .select('id')
      .where('reward_id', '=', rewardId!)
      .executeTakeFirst();
    if (rewardId && !pooled) {
      const prefix = `AE-${reward.code
        .replace(/[^a-z0-9]/g, '')
        .toUpperCase()
        .slice(0, 8)}`;
      written += (await importRewardCodes(db, ash.id, rewardId, demoCodes(prefix, 25), now)).added;
    }
  }
  const crazy =
    (await findCampaign(db, 'crazy_ones')) ??
    (written++,
    await upsertCampaign(
      db,
      'crazy_ones',
      {
        name: 'Crazy Ones',
        landingPath: '/games/official/crazy_ones',
        launchAt: new Date(now.getTime() + 60 * DAY_MS),
        couponTitle: 'Crazy Ones pre-registration gift',
      },
      now,
    ));
  written += await addCampaignContent(db, crazy.id, CRAZY_ONES);
  written += await seedRival(db, ash.id, now);
  return written;
}

/** Rival: pre-registered on the website with the gift coupon, in the raffle, the follow quest claimed. */
async function seedRival(db: Kysely<Database>, campaignId: number, now: Date): Promise<number> {
  const rival = await db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', 'rival@player.test')
    .executeTakeFirst();
  if (!rival) return 0;
  const done = await db
    .selectFrom('campaign_pre_registrations')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', rival.id)
    .executeTakeFirst();
  if (done) return 0;
  await inTransaction(db, async (trx) => {
    const campaign = await trx
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    const code = await issueCoupon(
      trx,
      {
        userId: rival.id,
        title: campaign.coupon_title,
        gameCode: campaign.game_code,
        source: 'campaign',
        sourceReference: `campaign:${campaign.game_code}:pre_registration`,
        validDays: null,
      },
      now,
    );
    await trx
      .insertInto('campaign_pre_registrations')
      .values({
        campaign_id: campaignId,
        user_id: rival.id,
        channel: 'website',
        terms_version: campaign.terms_version,
        eula_version: campaign.eula_version,
        consented_at: now,
        coupon_code: code,
      })
      .execute();
    await trx
      .insertInto('campaign_raffle_entries')
      .values({ campaign_id: campaignId, user_id: rival.id, created_at: now })
      .execute();
    const follow = await trx
      .selectFrom('campaign_quests')
      .select(['id', 'points', 'code'])
      .where('campaign_id', '=', campaignId)
      .where('kind', '=', 'follow_channel')
      .executeTakeFirst();
    if (follow) {
      await trx
        .insertInto('campaign_quest_reports')
        .values({ quest_id: follow.id, user_id: rival.id, reported_at: now })
        .execute();
      const earned = await earnTaskPoints(
        trx,
        { campaignId, userId: rival.id },
        {
          worth: follow.points,
          cap: campaign.task_points_cap,
          reason: 'quest',
          reference: `quest:${follow.code}`,
        },
        now,
      );
      await trx
        .insertInto('campaign_quest_claims')
        .values({ quest_id: follow.id, user_id: rival.id, points_awarded: earned.awarded, claimed_at: now })
        .execute();
    }
    await trx
      .insertInto('campaign_daily_visits')
      .values({ campaign_id: campaignId, user_id: rival.id, day: now.toISOString().slice(0, 10) })
      .execute();
  });
  return 1;
}
