import type { GachaPrizeKind, GachaRarity } from '@portal/contracts';
import type { Generated } from 'kysely';

export interface GachaEventsTable {
  code: string;
  name: string;
  starts_at: Date;
  ends_at: Date;
  ticket_cost: Generated<number>;
  /** Added by migration 0023: the name in other languages, JSON (GachaEventTranslationsSchema). */
  translations: Generated<string>;
}

export interface GachaPrizesTable {
  id: Generated<number>;
  event_code: string;
  name: string;
  kind: GachaPrizeKind;
  /** Added by migration 0022 (default common). */
  rarity: Generated<GachaRarity>;
  amount: number;
  weight: number;
  /** Null: unlimited. */
  stock: number | null;
  awarded: Generated<number>;
  coupon_title: string | null;
  coupon_game_code: string | null;
  coupon_valid_days: number | null;
}

export interface GachaDrawsTable {
  id: Generated<number>;
  event_code: string;
  user_id: number;
  prize_id: number;
  tokens_spent: number;
  coupon_code: string | null;
  created_at: Date;
}
