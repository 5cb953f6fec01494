import type { LedgerCurrency, LedgerReason } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Balances } from '../ledger/ledger';
import { inTransaction } from '../../db/transaction';
import type { MoneyConfig } from './config';
import { newPublicId } from '../../lib/ids';
import { withWallet } from './session';

export interface Adjustment {
  userId: number;
  currency: LedgerCurrency;
  /** Signed: a grant is positive, a revoke negative. */
  amount: number;
  /** Why (shown in the ledger's memo); required for operators. */
  memo: string;
  /** `adjustment` for operators; `reward` for quests, events and demo data. */
  reason?: Extract<LedgerReason, 'adjustment' | 'reward'>;
  /** When the bound gold was received (demo data); now otherwise. */
  receivedAt?: Date;
}

/**
 * Grants or revokes one balance through the ledger. Bound gold is granted as a new lot and revoked
 * from the lots that expire first; a revoke larger than the balance is refused (INSUFFICIENT_*).
 */
export async function adjustBalance(
  db: Kysely<Database>,
  config: MoneyConfig,
  clock: () => Date,
  adjustment: Adjustment,
): Promise<{ reference: string; balances: Balances }> {
  const at = clock();
  const reference = `${adjustment.reason === 'reward' ? 'reward' : 'admin'}:${newPublicId('adj')}`;
  const posting = { reason: adjustment.reason ?? 'adjustment', reference, memo: adjustment.memo };
  return inTransaction(db, (trx) =>
    withWallet(trx, adjustment.userId, at, config.vip, async ({ ledger }) => {
      if (adjustment.currency === 'bound_gold' && adjustment.amount > 0) {
        await ledger.creditBoundGold(adjustment.amount, posting, adjustment.receivedAt ?? at);
      } else if (adjustment.currency === 'bound_gold') {
        await ledger.spendBoundGold(-adjustment.amount, posting);
      } else {
        ledger.post({ ...posting, currency: adjustment.currency, amount: adjustment.amount });
      }
      return { reference, balances: { ...ledger.balances } };
    }),
  );
}
