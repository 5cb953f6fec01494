import type { GameStatus, MetadataGroup, PlatformCode } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';
import type * as accounts from '../auth/tables';
import type { CampaignTables } from '../campaign/tables';
import type { PuzzleTables } from '../campaign/puzzle/tables';
import type { FeedbackTable } from '../feedback/table';
import type { MoneyTables } from '../wallet/tables';
import type { ProfileTables } from '../profile/tables';

/** Timestamps: Date when read, optional when inserted (the database default is now()). */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;

export interface GamesTable {
  game_code: string;
  name: string;
  status: GameStatus;
  description: Generated<string>;
  thumbnail_homepage: string;
  thumbnail_banner: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface GamePlatformsTable {
  game_code: string;
  platform_code: PlatformCode;
}

export interface MetadataRecordsTable {
  id: Generated<number>;
  group_code: MetadataGroup;
  key: string;
  version: number;
  value: string;
  updated_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  created_at: CreatedAt;
}

/** The Kysely database type; later issues add users, wallet, ... with new migrations. */
export interface Database extends MoneyTables, CampaignTables {
  games: GamesTable;
  game_platforms: GamePlatformsTable;
  metadata_records: MetadataRecordsTable;
  mail_outbox: MailOutboxTable;
  users: accounts.UsersTable;
  auth_sessions: accounts.AuthSessionsTable;
  verification_codes: accounts.VerificationCodesTable;
  password_reset_tokens: accounts.PasswordResetTokensTable;
  social_identities: accounts.SocialIdentitiesTable;
  oauth_states: accounts.OauthStatesTable;
  auth_throttle_events: accounts.AuthThrottleEventsTable;
  auth_throttle_buckets: accounts.AuthThrottleBucketsTable;
  feedback: FeedbackTable;
  player_profiles: ProfileTables['player_profiles'];
  game_account_links: ProfileTables['game_account_links'];
  friend_requests: ProfileTables['friend_requests'];
  friendships: ProfileTables['friendships'];
  friend_blocks: ProfileTables['friend_blocks'];
  friend_invites: ProfileTables['friend_invites'];
  friend_invite_claims: ProfileTables['friend_invite_claims'];
  puzzle_events: PuzzleTables['puzzle_events'];
  puzzle_players: PuzzleTables['puzzle_players'];
  puzzle_pieces: PuzzleTables['puzzle_pieces'];
  puzzle_reward_codes: PuzzleTables['puzzle_reward_codes'];
}
