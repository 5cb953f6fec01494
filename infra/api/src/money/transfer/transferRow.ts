import type { Transfer } from '@portal/contracts';
import type { Selectable } from 'kysely';
import { unixOrNull, unixSeconds } from '../../lib/time';
import type { GameTransfersTable } from './tables';

export type TransferRow = Selectable<GameTransfersTable>;

export function toTransfer(row: TransferRow, attempts: number): Transfer {
  return {
    id: row.id,
    gameCode: row.game_code,
    gameAccountId: row.game_account_id,
    amount: row.amount,
    goldUsed: row.gold_used,
    boundGoldUsed: row.bound_gold_used,
    expEarned: row.exp_earned,
    status: row.status,
    attempts,
    createdAt: unixSeconds(row.created_at),
    deliveredAt: unixOrNull(row.delivered_at),
    failedAt: unixOrNull(row.failed_at),
    failureReason: row.failure_reason,
  };
}
