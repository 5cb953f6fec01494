import type {
  GoldExpirationEntry,
  LedgerEntry,
  LedgerQuery,
  Page,
  WalletRefresh,
  WalletTotals,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { createLedgerRepository } from '../ledger/repository';
import type { TopupService } from '../topup/service';
import { readExpirationDetail, readWalletTotals } from './totals';

export interface WalletDeps {
  db: Kysely<Database>;
  clock: () => Date;
  topup: TopupService;
}

/** Reads of the wallet: totals, the one-call refresh, the ledger and the expiration detail. */
export function createWalletService({ db, clock, topup }: WalletDeps) {
  const ledger = createLedgerRepository(db);
  return {
    totals: (userId: number): Promise<WalletTotals> => readWalletTotals(db, userId, clock()),

    async refresh(userId: number): Promise<WalletRefresh> {
      const [totals, pendingTopups] = await Promise.all([
        readWalletTotals(db, userId, clock()),
        topup.pending(userId),
      ]);
      return { totals, pendingTopups };
    },

    ledger: (userId: number, query: LedgerQuery): Promise<Page<LedgerEntry>> =>
      ledger.page(userId, query.page, query.size, query.currency),

    expirationDetail: (userId: number): Promise<GoldExpirationEntry[]> =>
      readExpirationDetail(db, userId, clock()),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
