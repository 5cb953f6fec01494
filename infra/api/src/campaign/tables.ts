import type { CampaignPointsReason, QuestKind } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Date when read; the database default now() when inserted. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;

/** Tables of migration 0008_campaign. */
export interface CampaignsTable {
  id: Generated<number>;
  game_code: string;
  name: string;
  /** The landing page the invite link points at (`/games/official/ash_echoes`). */
  landing_path: string;
  launch_at: Date;
  pre_registration_open: Generated<boolean>;
  gacha_start_at: Date;
  referral_points: number;
  max_rewarded_referrals: number;
  task_points_cap: number;
  gacha_draw_cost: number;
  raffle_response_days: number;
  terms_version: string;
  eula_version: string;
  /** Title of the coupon the pre-registration issues. */
  coupon_title: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CampaignCounterSourcesTable {
  campaign_id: number;
  source: string;
  label: string;
  count: number;
  updated_at: CreatedAt;
}

export type PreRegistrationChannel = 'website' | 'mobile';

export interface CampaignPreRegistrationsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  channel: PreRegistrationChannel;
  terms_version: string;
  eula_version: string;
  consented_at: Date;
  coupon_code: string;
}

export interface CampaignPointBalancesTable {
  campaign_id: number;
  user_id: number;
  balance: Generated<number>;
  /** Points earned from tasks so far (the 750 cap applies to this). */
  task_points: Generated<number>;
}

export interface CampaignPointEntriesTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  amount: number;
  balance_after: number;
  reason: CampaignPointsReason;
  reference: string;
  created_at: CreatedAt;
}

export interface CampaignVideosTable {
  id: Generated<number>;
  campaign_id: number;
  code: string;
  position: Generated<number>;
  title: string;
  description: Generated<string>;
  video_url: string;
  poster_url: string | null;
  duration_seconds: number;
  segment_seconds: number;
  points: number;
  question: string;
  /** JSON array of the option texts. */
  options: string;
  correct_option: number;
}

export interface CampaignVideoWatchesTable {
  id: string;
  video_id: number;
  user_id: number;
  start_seconds: number;
  last_position: number;
  started_at: Date;
  last_report_at: Date;
}

export interface CampaignVideoSegmentsTable {
  video_id: number;
  user_id: number;
  segment: number;
  seen_at: Date;
}

export interface CampaignVideoAnswersTable {
  video_id: number;
  user_id: number;
  points_awarded: number;
  answered_at: Date;
}

export interface CampaignQuestsTable {
  id: Generated<number>;
  campaign_id: number;
  code: string;
  position: Generated<number>;
  kind: QuestKind;
  title: string;
  description: Generated<string>;
  points: number;
  target: number;
  action_url: string | null;
  starts_at: Date | null;
}

export interface CampaignQuestReportsTable {
  quest_id: number;
  user_id: number;
  reported_at: Date;
}

export interface CampaignQuestClaimsTable {
  quest_id: number;
  user_id: number;
  points_awarded: number;
  claimed_at: Date;
}

export interface CampaignDailyVisitsTable {
  campaign_id: number;
  user_id: number;
  day: string;
}

export interface CampaignInviteCodesTable {
  campaign_id: number;
  user_id: number;
  code: string;
}

export interface CampaignReferralsTable {
  id: Generated<number>;
  campaign_id: number;
  invitee_user_id: number;
  referrer_user_id: number;
  created_at: Date;
  /** When the invitee finished pre-registration with a confirmed email; null while pending. */
  counted_at: Date | null;
  points_awarded: Generated<number>;
}

export interface CampaignRafflePrizesTable {
  id: Generated<number>;
  campaign_id: number;
  position: Generated<number>;
  name: string;
  description: Generated<string>;
  quantity: number;
  image_url: string | null;
}

export interface CampaignRaffleEntriesTable {
  campaign_id: number;
  /** Also the lottery number (001 §3). */
  user_id: number;
  created_at: Date;
}

export interface CampaignRaffleDrawsTable {
  campaign_id: number;
  /** Hex of the 32 random bytes the draw derived everything from. */
  seed: string;
  algorithm: string;
  entry_count: number;
  /** SHA-256 of the sorted lottery numbers the draw saw. */
  entries_digest: string;
  drawn_at: Date;
  drawn_by: string;
  response_deadline: Date;
}

export type RaffleWinnerStatus = 'awaiting_response' | 'answered' | 'forfeited';

export interface CampaignRaffleWinnersTable {
  campaign_id: number;
  user_id: number;
  prize_id: number;
  rank: number;
  status: Generated<RaffleWinnerStatus>;
  recipient_name: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  answered_at: Date | null;
  forfeited_at: Date | null;
}

export type RewardKind = 'milestone' | 'personal';
export type RewardCondition = 'pre_registration' | 'referrals' | 'videos';

export interface CampaignRewardsTable {
  id: Generated<number>;
  campaign_id: number;
  code: string;
  position: Generated<number>;
  kind: RewardKind;
  /** `code`: claimed from the pool; `coupon`: the pre-registration coupon, given without a claim. */
  delivery: Generated<'code' | 'coupon'>;
  condition: RewardCondition | null;
  threshold: number;
  title: string;
  description: Generated<string>;
}

export interface CampaignRewardCodesTable {
  id: Generated<number>;
  campaign_id: number;
  reward_id: number;
  code: string;
  imported_at: CreatedAt;
  claimed_by: number | null;
  claimed_at: Date | null;
}

export interface CampaignGachaPrizesTable {
  id: Generated<number>;
  campaign_id: number;
  position: Generated<number>;
  name: string;
  weight: number;
  stock: number | null;
  awarded: Generated<number>;
}

export interface CampaignGachaDrawsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  prize_id: number;
  points_spent: number;
  coupon_code: string;
  created_at: Date;
}

export interface CampaignRateCountersTable {
  scope: string;
  subject: string;
  window_start: Date;
  count: number;
}

export interface CampaignAuditLogTable {
  id: Generated<number>;
  campaign_id: number | null;
  actor: string;
  action: string;
  /** JSON. */
  detail: string;
  created_at: CreatedAt;
}

export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_counter_sources: CampaignCounterSourcesTable;
  campaign_pre_registrations: CampaignPreRegistrationsTable;
  campaign_point_balances: CampaignPointBalancesTable;
  campaign_point_entries: CampaignPointEntriesTable;
  campaign_videos: CampaignVideosTable;
  campaign_video_watches: CampaignVideoWatchesTable;
  campaign_video_segments: CampaignVideoSegmentsTable;
  campaign_video_answers: CampaignVideoAnswersTable;
  campaign_quests: CampaignQuestsTable;
  campaign_quest_reports: CampaignQuestReportsTable;
  campaign_quest_claims: CampaignQuestClaimsTable;
  campaign_daily_visits: CampaignDailyVisitsTable;
  campaign_invite_codes: CampaignInviteCodesTable;
  campaign_referrals: CampaignReferralsTable;
  campaign_raffle_prizes: CampaignRafflePrizesTable;
  campaign_raffle_entries: CampaignRaffleEntriesTable;
  campaign_raffle_draws: CampaignRaffleDrawsTable;
  campaign_raffle_winners: CampaignRaffleWinnersTable;
  campaign_rewards: CampaignRewardsTable;
  campaign_reward_codes: CampaignRewardCodesTable;
  campaign_gacha_prizes: CampaignGachaPrizesTable;
  campaign_gacha_draws: CampaignGachaDrawsTable;
  campaign_rate_counters: CampaignRateCountersTable;
  campaign_audit_log: CampaignAuditLogTable;
}
