import { errorCodes, type ErrorCode, type LedgerCurrency, type LedgerReason } from '@portal/contracts';
import { sql, type Insertable } from 'kysely';
import { ApiHttpError } from '../../http/errors';
import { boundGoldExpiresAt, isSpendable } from './boundGold';
import { ledgerEntriesWritten } from '../../observability/metrics';
import type { LedgerEntriesTable } from './tables';
import type { Trx } from '../../db/transaction';

export type Balances = Record<LedgerCurrency, number>;

const INSUFFICIENT: Record<LedgerCurrency, [ErrorCode, string]> = {
  gold: [errorCodes.insufficientGold, 'Not enough Gold.'],
  bound_gold: [errorCodes.insufficientGold, 'Not enough bound Gold.'],
  points: [errorCodes.insufficientPoints, 'Not enough points.'],
  gacha_tokens: [errorCodes.insufficientGachaTokens, 'Not enough Gacha Points.'],
};

/** A change that would take a balance below zero (answered 422 with INSUFFICIENT_*). */
export class InsufficientBalanceError extends ApiHttpError {
  constructor(readonly currency: LedgerCurrency) {
    const [code, message] = INSUFFICIENT[currency];
    super(422, code, message);
    this.name = 'InsufficientBalanceError';
  }
}

export interface Posting {
  currency: LedgerCurrency;
  /** Signed integer, never 0. */
  amount: number;
  reason: LedgerReason;
  reference: string;
  memo?: string | null;
  lotId?: number | null;
}

export interface LotUse {
  lotId: number;
  amount: number;
}

/**
 * One player's wallet, locked (SELECT … FOR UPDATE) for the rest of the transaction. Every change goes
 * through `post`, which checks the balance stays >= 0 and records the ledger row; `flush` writes the
 * balances and the rows together before the transaction commits. Bound gold lots change only here,
 * under the same lock, so wallet.bound_gold always equals the remaining gold of the lots.
 */
export class WalletLedger {
  private readonly rows: Insertable<LedgerEntriesTable>[] = [];
  private readonly changed = new Set<LedgerCurrency>();

  private constructor(
    readonly trx: Trx,
    readonly userId: number,
    readonly at: Date,
    readonly balances: Balances,
  ) {}

  /** Locks the player's wallet row, creating it (all zero) on first use. */
  static async lock(trx: Trx, userId: number, at: Date): Promise<WalletLedger> {
    const select = () =>
      trx
        .selectFrom('wallets')
        .select(['gold', 'bound_gold', 'points', 'gacha_tokens'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
    let row = await select();
    if (!row) {
      await trx
        .insertInto('wallets')
        .values({ user_id: userId, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      row = await select();
    }
    if (!row) throw new Error(`No wallet for user ${userId}`);
    return new WalletLedger(trx, userId, at, { ...row });
  }

  /** Applies a signed change in memory and queues its ledger row; throws when the balance would go negative. */
  post(posting: Posting): void {
    const { currency, amount } = posting;
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new Error(`A ledger amount must be a non-zero integer (got ${amount})`);
    }
    const next = this.balances[currency] + amount;
    if (next < 0) throw new InsufficientBalanceError(currency);
    if (next > 2_147_483_647) throw new Error(`The ${currency} balance would overflow`);
    this.balances[currency] = next;
    this.changed.add(currency);
    this.rows.push({
      user_id: this.userId,
      currency,
      amount,
      balance_after: next,
      reason: posting.reason,
      reference: posting.reference,
      memo: posting.memo ?? null,
      lot_id: posting.lotId ?? null,
      created_at: this.at,
    });
  }

  /** Writes the changed balances and the queued ledger rows (one UPDATE, one INSERT). */
  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const set: Partial<Balances> & { updated_at: Date } = { updated_at: this.at };
    for (const currency of this.changed) set[currency] = this.balances[currency];
    await this.trx.updateTable('wallets').set(set).where('user_id', '=', this.userId).execute();
    await this.trx.insertInto('ledger_entries').values(this.rows).execute();
    for (const row of this.rows) ledgerEntriesWritten.inc({ currency: row.currency, reason: row.reason });
    this.rows.length = 0;
    this.changed.clear();
  }

  /** A new lot of bound gold (expiring at the end of the year after `receivedAt`) and its credit. */
  async creditBoundGold(
    amount: number,
    posting: Omit<Posting, 'currency' | 'amount' | 'lotId'>,
    receivedAt: Date = this.at,
  ): Promise<number> {
    const lotId = await this.insertLot(amount, receivedAt, boundGoldExpiresAt(receivedAt), posting.reference);
    this.post({ ...posting, currency: 'bound_gold', amount, lotId });
    return lotId;
  }

  /** Spends bound gold from the lots that expire first; throws when the unexpired lots hold too little. */
  async spendBoundGold(
    amount: number,
    posting: Omit<Posting, 'currency' | 'amount' | 'lotId'>,
  ): Promise<LotUse[]> {
    if (amount === 0) return [];
    const lots = await this.trx
      .selectFrom('bound_gold_lots')
      .select(['id', 'remaining'])
      .where('user_id', '=', this.userId)
      .where('remaining', '>', sql.lit(0)) // a literal, so the partial index applies
      .where('expires_at', '>', this.at)
      .orderBy('expires_at')
      .orderBy('id')
      .execute();
    if (lots.reduce((sum, lot) => sum + lot.remaining, 0) < amount) {
      throw new InsufficientBalanceError('bound_gold');
    }
    const uses: LotUse[] = [];
    let left = amount;
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(lot.remaining, left);
      await this.trx
        .updateTable('bound_gold_lots')
        .set({ remaining: lot.remaining - take })
        .where('id', '=', lot.id)
        .execute();
      this.post({ ...posting, currency: 'bound_gold', amount: -take, lotId: lot.id });
      uses.push({ lotId: lot.id, amount: take });
      left -= take;
    }
    return uses;
  }

  /**
   * Gives bound gold back to the lot it was spent from (a refund). A lot that has expired meanwhile
   * gets a new lot with the same end, expired at once: the ledger shows the refund and the expiry.
   */
  async restoreBoundGold(
    lotId: number,
    amount: number,
    posting: Omit<Posting, 'currency' | 'amount' | 'lotId'>,
  ) {
    const lot = await this.trx
      .selectFrom('bound_gold_lots')
      .select(['id', 'remaining', 'expires_at'])
      .where('id', '=', lotId)
      .where('user_id', '=', this.userId)
      .executeTakeFirstOrThrow();
    if (isSpendable(lot.expires_at, this.at)) {
      await this.trx
        .updateTable('bound_gold_lots')
        .set({ remaining: lot.remaining + amount })
        .where('id', '=', lot.id)
        .execute();
      this.post({ ...posting, currency: 'bound_gold', amount, lotId: lot.id });
      return;
    }
    const replacement = await this.insertLot(amount, this.at, lot.expires_at, posting.reference);
    this.post({ ...posting, currency: 'bound_gold', amount, lotId: replacement });
    await this.settleExpiredLots();
  }

  /** Writes an expiry row for every lot past its end that still holds gold; returns how many. */
  async settleExpiredLots(): Promise<number> {
    const due = await this.trx
      .selectFrom('bound_gold_lots')
      .select(['id', 'remaining'])
      .where('user_id', '=', this.userId)
      .where('remaining', '>', sql.lit(0)) // a literal, so the partial index applies
      .where('expires_at', '<=', this.at)
      .orderBy('expires_at')
      .orderBy('id')
      .execute();
    for (const lot of due) {
      await this.trx
        .updateTable('bound_gold_lots')
        .set({ remaining: 0, expired_at: this.at })
        .where('id', '=', lot.id)
        .execute();
      this.post({
        currency: 'bound_gold',
        amount: -lot.remaining,
        reason: 'expiry',
        reference: `bound_lot:${lot.id}`,
        lotId: lot.id,
      });
    }
    return due.length;
  }

  private async insertLot(
    amount: number,
    receivedAt: Date,
    expiresAt: Date,
    source: string,
  ): Promise<number> {
    const { id } = await this.trx
      .insertInto('bound_gold_lots')
      .values({
        user_id: this.userId,
        amount,
        remaining: amount,
        received_at: receivedAt,
        expires_at: expiresAt,
        expired_at: null,
        source,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}
