import type { ColumnType, Generated } from 'kysely';
import type { BirthDateVisibility } from '@portal/contracts';

/** Date when read; the database default now() when inserted. */
type CreatedAt = ColumnType<Date, Date | undefined, Date>;
/** A `date` column: 'YYYY-MM-DD' in and out (read through to_char in the repository: drivers differ on dates). */
type CalendarDate = ColumnType<string, string | null, string | null>;

/** Tables of migration 0007_profiles (0018 adds birth_date_visibility). */
export interface ProfileTables {
  player_profiles: {
    user_id: number;
    birth_date: CalendarDate | null;
    birth_date_visibility: Generated<BirthDateVisibility>;
    phone: string | null;
    deleted_at: Date | null;
    updated_at: CreatedAt;
  };
  game_account_links: {
    user_id: number;
    game_code: string;
    game_account_id: string | null;
    level: number | null;
    playing_since: Date;
    updated_at: CreatedAt;
  };
  friend_requests: {
    id: Generated<number>;
    from_user_id: number;
    to_user_id: number;
    status: 'pending' | 'accepted' | 'declined' | 'cancelled';
    created_at: CreatedAt;
    responded_at: Date | null;
  };
  friendships: { user_id: number; friend_id: number; created_at: CreatedAt };
  friend_blocks: { blocker_id: number; blocked_id: number; created_at: CreatedAt };
  friend_invites: { code: string; inviter_id: number; created_at: CreatedAt };
  friend_invite_claims: { invitee_id: number; inviter_id: number; claimed_at: CreatedAt };
}
