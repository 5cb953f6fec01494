import type { CouponsTable } from '../coupons/tables';
import type { GachaDrawsTable, GachaEventsTable, GachaPrizesTable } from '../gacha/tables';
import type { BoundGoldLotsTable, LedgerEntriesTable, WalletsTable } from '../ledger/tables';
import type { PaymentEventsTable, TopupOrdersTable, TopupPackagesTable } from '../topup/tables';
import type { DeliveryOutboxTable, GameTransfersTable } from '../transfer/tables';
import type { VipCyclesTable, VipStatusTable } from '../vip/tables';

/** Tables of migration 0005_money, merged into the Kysely `Database` type by money/domain.ts. */
export interface MoneyTables {
  wallets: WalletsTable;
  bound_gold_lots: BoundGoldLotsTable;
  ledger_entries: LedgerEntriesTable;
  topup_packages: TopupPackagesTable;
  topup_orders: TopupOrdersTable;
  payment_events: PaymentEventsTable;
  game_transfers: GameTransfersTable;
  delivery_outbox: DeliveryOutboxTable;
  vip_status: VipStatusTable;
  vip_cycles: VipCyclesTable;
  gacha_events: GachaEventsTable;
  gacha_prizes: GachaPrizesTable;
  gacha_draws: GachaDrawsTable;
  coupons: CouponsTable;
}
