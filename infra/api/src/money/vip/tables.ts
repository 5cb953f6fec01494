import type { VipLevel } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

export interface VipStatusTable {
  user_id: number;
  current_level: Generated<VipLevel>;
  eligible_level: Generated<VipLevel>;
  /** Gold transferred in the current cycle (or at level 0 since the last reset): XP = floor(cycle_gold / rate). */
  cycle_gold: Generated<number>;
  cycle_id: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface VipCyclesTable {
  id: Generated<number>;
  user_id: number;
  /** The level the cycle opened with. */
  level: 1 | 2;
  start_at: Date;
  end_at: Date;
  downgrade_at: Date;
  /** JSON `[{ level, minimumExp }]`, fixed when the cycle opens. */
  rewards: string;
  closed_at: Date | null;
  final_exp: number | null;
  result_level: VipLevel | null;
}
