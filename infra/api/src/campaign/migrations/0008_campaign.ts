import { CAMPAIGN_POINTS_REASONS, QUEST_KINDS, RAFFLE_WINNER_STATUSES } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Campaigns (issue 13, spec 001): configuration per game code, pre-registrations with consent,
 * the AE Points ledger, learn videos and watch progress, quests, referrals, the raffle, rewards with
 * their code pools, the campaign gacha, atomic rate-limit counters and the operators' audit log.
 * Points are integers with CHECK (>= 0) behind the row locks; every uniqueness rule of the spec
 * (one pre-registration, one referrer, one code per player and reward…) is a unique index too.
 * Long on purpose: an applied migration is a frozen record of the schema, read top to bottom as one
 * list of DDL statements; splitting it would change nothing it does and hide the order they run in.
 */
// eslint-disable-next-line max-lines-per-function -- an applied migration is one frozen list of DDL, read in the order it runs
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table campaigns (
      id serial primary key,
      game_code text not null unique,
      name text not null,
      landing_path text not null,
      launch_at timestamptz not null,
      pre_registration_open boolean not null default true,
      gacha_start_at timestamptz not null,
      referral_points integer not null check (referral_points >= 0),
      max_rewarded_referrals integer not null check (max_rewarded_referrals >= 0),
      task_points_cap integer not null check (task_points_cap >= 0),
      gacha_draw_cost integer not null check (gacha_draw_cost > 0),
      raffle_response_days integer not null check (raffle_response_days > 0),
      terms_version text not null,
      eula_version text not null,
      coupon_title text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create table campaign_counter_sources (
      campaign_id integer not null references campaigns(id),
      source text not null check (source ~ '^[a-z][a-z0-9_]{1,31}$' and source <> 'website'),
      label text not null,
      count integer not null check (count >= 0),
      updated_at timestamptz not null default now(),
      primary key (campaign_id, source)
    )`,
    sql`create table campaign_pre_registrations (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      user_id integer not null references users(id),
      channel text not null check (channel in ('website', 'mobile')),
      terms_version text not null,
      eula_version text not null,
      consented_at timestamptz not null,
      coupon_code text not null,
      unique (campaign_id, user_id)
    )`,
    sql`create index campaign_pre_registrations_campaign_idx on campaign_pre_registrations (campaign_id, consented_at)`,
    sql`create table campaign_point_balances (
      campaign_id integer not null references campaigns(id),
      user_id integer not null references users(id),
      balance integer not null default 0 check (balance >= 0),
      task_points integer not null default 0 check (task_points >= 0),
      primary key (campaign_id, user_id)
    )`,
    sql`create table campaign_point_entries (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      user_id integer not null references users(id),
      amount integer not null check (amount <> 0),
      balance_after integer not null check (balance_after >= 0),
      reason text not null check (reason in (${inList(CAMPAIGN_POINTS_REASONS)})),
      reference text not null,
      created_at timestamptz not null default now(),
      unique (campaign_id, user_id, reference)
    )`,
    sql`create table campaign_videos (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      code text not null,
      position integer not null default 0,
      title text not null,
      description text not null default '',
      video_url text not null,
      poster_url text,
      duration_seconds integer not null check (duration_seconds > 0),
      segment_seconds integer not null check (segment_seconds > 0),
      points integer not null check (points >= 0),
      question text not null,
      options text not null,
      correct_option integer not null check (correct_option >= 0),
      unique (campaign_id, code)
    )`,
    sql`create table campaign_video_watches (
      id text primary key,
      video_id integer not null references campaign_videos(id),
      user_id integer not null references users(id),
      start_seconds double precision not null,
      last_position double precision not null,
      started_at timestamptz not null,
      last_report_at timestamptz not null
    )`,
    sql`create table campaign_video_segments (
      video_id integer not null references campaign_videos(id),
      user_id integer not null references users(id),
      segment integer not null check (segment >= 0),
      seen_at timestamptz not null,
      primary key (video_id, user_id, segment)
    )`,
    sql`create table campaign_video_answers (
      video_id integer not null references campaign_videos(id),
      user_id integer not null references users(id),
      points_awarded integer not null check (points_awarded >= 0),
      answered_at timestamptz not null,
      primary key (video_id, user_id)
    )`,
    sql`create table campaign_quests (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      code text not null,
      position integer not null default 0,
      kind text not null check (kind in (${inList(QUEST_KINDS)})),
      title text not null,
      description text not null default '',
      points integer not null check (points >= 0),
      target integer not null check (target >= 1),
      action_url text,
      starts_at timestamptz,
      unique (campaign_id, code)
    )`,
    sql`create table campaign_quest_reports (
      quest_id integer not null references campaign_quests(id),
      user_id integer not null references users(id),
      reported_at timestamptz not null,
      primary key (quest_id, user_id)
    )`,
    sql`create table campaign_quest_claims (
      quest_id integer not null references campaign_quests(id),
      user_id integer not null references users(id),
      points_awarded integer not null check (points_awarded >= 0),
      claimed_at timestamptz not null,
      primary key (quest_id, user_id)
    )`,
    sql`create table campaign_daily_visits (
      campaign_id integer not null references campaigns(id),
      user_id integer not null references users(id),
      day text not null check (day ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      primary key (campaign_id, user_id, day)
    )`,
    sql`create table campaign_invite_codes (
      campaign_id integer not null references campaigns(id),
      user_id integer not null references users(id),
      code text not null check (code ~ '^[A-Z0-9]{4,16}$'),
      primary key (campaign_id, user_id),
      unique (campaign_id, code)
    )`,
    sql`create table campaign_referrals (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      invitee_user_id integer not null references users(id),
      referrer_user_id integer not null references users(id),
      created_at timestamptz not null,
      counted_at timestamptz,
      points_awarded integer not null default 0 check (points_awarded >= 0),
      unique (campaign_id, invitee_user_id),
      check (invitee_user_id <> referrer_user_id)
    )`,
    sql`create index campaign_referrals_referrer_idx on campaign_referrals (campaign_id, referrer_user_id)`,
    sql`create table campaign_raffle_prizes (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      position integer not null default 0,
      name text not null,
      description text not null default '',
      quantity integer not null check (quantity >= 1),
      image_url text
    )`,
    sql`create table campaign_raffle_entries (
      campaign_id integer not null references campaigns(id),
      user_id integer not null references users(id),
      created_at timestamptz not null,
      primary key (campaign_id, user_id)
    )`,
    sql`create table campaign_raffle_draws (
      campaign_id integer primary key references campaigns(id),
      seed text not null,
      algorithm text not null,
      entry_count integer not null,
      entries_digest text not null,
      drawn_at timestamptz not null,
      drawn_by text not null,
      response_deadline timestamptz not null
    )`,
    sql`create table campaign_raffle_winners (
      campaign_id integer not null references campaign_raffle_draws(campaign_id),
      user_id integer not null references users(id),
      prize_id integer not null references campaign_raffle_prizes(id),
      rank integer not null check (rank >= 1),
      status text not null default 'awaiting_response' check (status in (${inList(RAFFLE_WINNER_STATUSES)})),
      recipient_name text,
      phone text,
      address text,
      city text,
      postal_code text,
      country text,
      answered_at timestamptz,
      forfeited_at timestamptz,
      primary key (campaign_id, user_id),
      unique (campaign_id, rank)
    )`,
    sql`create index campaign_raffle_winners_due_idx on campaign_raffle_winners (status) where status = 'awaiting_response'`,
    sql`create table campaign_rewards (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      code text not null,
      position integer not null default 0,
      kind text not null check (kind in ('milestone', 'personal')),
      delivery text not null default 'code' check (delivery in ('code', 'coupon')),
      condition text check (condition in ('pre_registration', 'referrals', 'videos')),
      threshold integer not null check (threshold >= 1),
      title text not null,
      description text not null default '',
      unique (campaign_id, code),
      check ((kind = 'milestone') = (condition is null))
    )`,
    sql`create table campaign_reward_codes (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      reward_id integer not null references campaign_rewards(id),
      code text not null,
      imported_at timestamptz not null default now(),
      claimed_by integer references users(id),
      claimed_at timestamptz,
      unique (campaign_id, code),
      check ((claimed_by is null) = (claimed_at is null))
    )`,
    // One code per player per reward, whatever races happen between two claims.
    sql`create unique index campaign_reward_codes_one_per_player on campaign_reward_codes (reward_id, claimed_by) where claimed_by is not null`,
    sql`create index campaign_reward_codes_free_idx on campaign_reward_codes (reward_id, id) where claimed_by is null`,
    sql`create table campaign_gacha_prizes (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      position integer not null default 0,
      name text not null,
      weight integer not null check (weight >= 1),
      stock integer check (stock >= 0),
      awarded integer not null default 0 check (awarded >= 0 and (stock is null or awarded <= stock))
    )`,
    sql`create table campaign_gacha_draws (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      user_id integer not null references users(id),
      prize_id integer not null references campaign_gacha_prizes(id),
      points_spent integer not null check (points_spent > 0),
      coupon_code text not null,
      created_at timestamptz not null
    )`,
    // Fixed-window counters: one upsert both counts and answers the count (atomic across processes).
    sql`create table campaign_rate_counters (
      scope text not null,
      subject text not null,
      window_start timestamptz not null,
      count integer not null,
      primary key (scope, subject, window_start)
    )`,
    sql`create table campaign_audit_log (
      id serial primary key,
      campaign_id integer references campaigns(id),
      actor text not null,
      action text not null,
      detail text not null,
      created_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'campaign_audit_log',
    'campaign_rate_counters',
    'campaign_gacha_draws',
    'campaign_gacha_prizes',
    'campaign_reward_codes',
    'campaign_rewards',
    'campaign_raffle_winners',
    'campaign_raffle_draws',
    'campaign_raffle_entries',
    'campaign_raffle_prizes',
    'campaign_referrals',
    'campaign_invite_codes',
    'campaign_daily_visits',
    'campaign_quest_claims',
    'campaign_quest_reports',
    'campaign_quests',
    'campaign_video_answers',
    'campaign_video_segments',
    'campaign_video_watches',
    'campaign_videos',
    'campaign_point_entries',
    'campaign_point_balances',
    'campaign_pre_registrations',
    'campaign_counter_sources',
    'campaigns',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
