import type { TransferStatus } from '@portal/contracts';
import type { Generated } from 'kysely';

export interface GameTransfersTable {
  id: string;
  user_id: number;
  game_code: string;
  game_account_id: string;
  amount: number;
  gold_used: number;
  bound_gold_used: number;
  exp_earned: number;
  /** The VIP cycle the XP went to (a refund takes it back only from that cycle). */
  vip_cycle_id: number | null;
  status: TransferStatus;
  idempotency_key: string | null;
  created_at: Date;
  delivered_at: Date | null;
  failed_at: Date | null;
  failure_reason: string | null;
}

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryOutboxTable {
  id: Generated<number>;
  transfer_id: string;
  game_code: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: Date;
  /** A worker's lease on the row while it calls the game; a crashed worker's lease simply runs out. */
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}
