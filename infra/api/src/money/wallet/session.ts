import { splitSpend, type LedgerReason, type VipRules } from '@portal/contracts';
import { InsufficientBalanceError, WalletLedger, type LotUse } from '../ledger/ledger';
import type { Trx } from '../../db/transaction';
import { VipAccount } from '../vip/vipAccount';

export interface WalletSession {
  ledger: WalletLedger;
  vip: VipAccount;
  at: Date;
  /** What opening the wallet settled: expired bound gold lots and VIP cycles past their downgradeAt. */
  settled: { lots: number; cycles: number };
  /**
   * Spends gold for a purchase or transfer: usable bound gold first (earliest-expiring lots), then
   * gold. Throws INSUFFICIENT_GOLD before writing anything when both together are too little.
   */
  spendGold(
    amount: number,
    posting: { reason: LedgerReason; reference: string; memo?: string | null },
  ): Promise<{ goldUsed: number; boundGoldUsed: number; lots: LotUse[] }>;
}

/**
 * The one way to change a player's money: inside the caller's transaction, lock the wallet row, write
 * the expiry rows of lots past their end, settle a VIP cycle past its downgradeAt, run `work`, then
 * refresh VIP eligibility and write the balances and ledger rows. Lock order everywhere: a top-up
 * order or an outbox row first (when the work needs one), then the wallet, then the player's row in users.
 */
export async function withWallet<T>(
  trx: Trx,
  userId: number,
  at: Date,
  rules: VipRules,
  work: (session: WalletSession) => Promise<T>,
): Promise<T> {
  const ledger = await WalletLedger.lock(trx, userId, at);
  const lots = await ledger.settleExpiredLots();
  const vip = await VipAccount.load(trx, userId, rules);
  const cycles = await vip.settleDueCycles(at);

  const session: WalletSession = {
    ledger,
    vip,
    at,
    settled: { lots, cycles },
    async spendGold(amount, posting) {
      const usableBound = vip.usableBoundGold(ledger.balances.bound_gold);
      if (amount > ledger.balances.gold + usableBound) throw new InsufficientBalanceError('gold');
      const { boundGoldUsed, goldUsed } = splitSpend(amount, usableBound);
      const lots = await ledger.spendBoundGold(boundGoldUsed, posting);
      if (goldUsed > 0) ledger.post({ ...posting, currency: 'gold', amount: -goldUsed });
      return { goldUsed, boundGoldUsed, lots };
    },
  };

  const result = await work(session);
  await vip.refreshEligibility(ledger.balances);
  await vip.save(at);
  await ledger.flush();
  return result;
}
