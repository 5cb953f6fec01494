import { expForGold, splitSpend, type WalletTotals } from '@portal/contracts';

export interface TransferPreview {
  boundGoldUsed: number;
  goldUsed: number;
  expEarned: number;
  /** The wallet cannot pay the amount. */
  insufficient: boolean;
}

/**
 * What a transfer of `amount` will use, as the API will do it: usable bound gold first (only with
 * a VIP level, which usableBoundGold already reflects), then gold; XP = floor(amount ÷ rate).
 */
export function transferPreview(
  amount: number,
  totals: Pick<WalletTotals, 'totalGold' | 'usableBoundGold'>,
  expRate: number,
): TransferPreview {
  const { boundGoldUsed, goldUsed } = splitSpend(amount, totals.usableBoundGold);
  return {
    boundGoldUsed,
    goldUsed,
    expEarned: expForGold(amount, expRate),
    insufficient: goldUsed > totals.totalGold,
  };
}
