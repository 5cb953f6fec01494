import type { CouponSource } from '@portal/contracts';
import type { Generated } from 'kysely';

export interface CouponsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  title: string;
  game_code: string | null;
  source: CouponSource;
  source_reference: string;
  expire_at: Date | null;
  used_at: Date | null;
  created_at: Date;
}
