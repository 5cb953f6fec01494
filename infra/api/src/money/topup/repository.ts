import type { OrderStatus, Page, TopupOrder, TopupPackage } from '@portal/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { unixOrNull, unixSeconds } from '../../lib/time';
import type { TopupOrdersTable, TopupPackagesTable } from './tables';

export type TopupOrderRow = Selectable<TopupOrdersTable>;
export type TopupPackageRow = Selectable<TopupPackagesTable>;
type Executor = Kysely<Database> | Trx;

export const isPastExpiry = (row: Pick<TopupOrderRow, 'status' | 'expire_at'>, at: Date) =>
  row.status === 'pending' && row.expire_at.getTime() <= at.getTime();

/**
 * The order as the player sees it at `at`. A pending order past its expireAt reads as expired even
 * before the expiry job has written it (a late payment is still honoured, see "Money rules").
 */
export function toTopupOrder(row: TopupOrderRow, at: Date): TopupOrder {
  const status: OrderStatus = isPastExpiry(row, at) ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    goldAmount: row.gold,
    createdAt: unixSeconds(row.created_at),
    expireAt: unixSeconds(row.expire_at),
    packageCode: row.package_code,
    packageName: row.package_name,
    priceCents: row.price_cents,
    currency: 'USD',
    bonusBoundGold: row.bonus_bound_gold,
    provider: row.provider,
    checkoutUrl: status === 'pending' ? row.checkout_url : null,
    paidAt: unixOrNull(row.paid_at),
    deliveredAt: unixOrNull(row.delivered_at),
    closedAt: unixOrNull(row.closed_at) ?? (status === 'expired' ? unixSeconds(row.expire_at) : null),
  };
}

export const toTopupPackage = (row: TopupPackageRow): TopupPackage => ({
  code: row.code,
  name: row.name,
  priceCents: row.price_cents,
  currency: 'USD',
  gold: row.gold,
  bonusBoundGold: row.bonus_bound_gold,
});

export function createTopupRepository(db: Kysely<Database>) {
  return {
    activePackages: () =>
      db.selectFrom('topup_packages').selectAll().where('active', '=', true).orderBy('sort_order').execute(),

    findActivePackage: (code: string) =>
      db
        .selectFrom('topup_packages')
        .selectAll()
        .where('code', '=', code)
        .where('active', '=', true)
        .executeTakeFirst(),

    findOrder: (orderId: string, executor: Executor = db) =>
      executor.selectFrom('topup_orders').selectAll().where('id', '=', orderId).executeTakeFirst(),

    lockOrder: (trx: Trx, orderId: string) =>
      trx.selectFrom('topup_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst(),

    /** Unexpired pending orders, newest first. */
    pending: (userId: number, at: Date) =>
      db
        .selectFrom('topup_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .where('expire_at', '>', at)
        .orderBy('created_at', 'desc')
        .execute(),

    async history(
      userId: number,
      page: number,
      size: number,
      status: OrderStatus | undefined,
      at: Date,
    ): Promise<Page<TopupOrderRow>> {
      let query = db.selectFrom('topup_orders').where('user_id', '=', userId);
      // Filters by the status the player sees (an overdue pending order is expired).
      if (status === 'pending') query = query.where('status', '=', 'pending').where('expire_at', '>', at);
      else if (status === 'expired') {
        query = query.where((eb) =>
          eb.or([
            eb('status', '=', 'expired'),
            eb.and([eb('status', '=', 'pending'), eb('expire_at', '<=', at)]),
          ]),
        );
      } else if (status === 'awaiting_delivery') {
        // Top-up orders never wait for a delivery: a paid order is credited in the same transaction.
        query = query.where(sql<boolean>`false`);
      } else if (status) query = query.where('status', '=', status);
      const [items, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items, page, size, total: Number(count.total) };
    },

    /**
     * hasPendingPayment follows the pending orders: cleared when the player has no unexpired pending
     * order left (it is set when an order is created; the shell clears it when the banner is dismissed).
     */
    async clearPendingFlagIfNone(trx: Trx, userId: number, at: Date): Promise<void> {
      await trx
        .updateTable('users')
        .set({ has_pending_payment: false })
        .where('id', '=', userId)
        .where('has_pending_payment', '=', true)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('topup_orders')
                .select('id')
                .where('user_id', '=', userId)
                .where('status', '=', 'pending')
                .where('expire_at', '>', at),
            ),
          ),
        )
        .execute();
    },
  };
}
export type TopupRepository = ReturnType<typeof createTopupRepository>;
