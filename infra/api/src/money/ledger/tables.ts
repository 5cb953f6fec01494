import type { LedgerCurrency, LedgerReason } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Date when read; the database default now() when inserted. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

/** One row per player who ever held money; balances equal the sums of their ledger entries. */
export interface WalletsTable {
  user_id: number;
  gold: Generated<number>;
  bound_gold: Generated<number>;
  points: Generated<number>;
  gacha_tokens: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BoundGoldLotsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  remaining: number;
  received_at: Date;
  /** Exclusive end: spendable while now < expires_at. */
  expires_at: Date;
  expired_at: Date | null;
  /** The reference of the credit that created it (`topup_order:…`, `admin:…`). */
  source: string;
}

/** Immutable (a trigger refuses UPDATE and DELETE). bigserial ids: node-postgres reads them as text. */
export interface LedgerEntriesTable {
  id: Generated<string | number>;
  user_id: number;
  currency: LedgerCurrency;
  amount: number;
  balance_after: number;
  reason: LedgerReason;
  reference: string;
  lot_id: number | null;
  memo: string | null;
  created_at: Timestamp;
}
