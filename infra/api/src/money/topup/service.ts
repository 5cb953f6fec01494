import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../payments/provider';
import type { MoneyConfig } from '../wallet/config';
import { createTopupCatalogue } from './catalogue';
import { createTopupOrders } from './orders';
import { createPaymentSettlement } from './settlement';

export interface TopupDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  /** The provider new orders are paid with; null when payments are not configured. */
  provider: PaymentProvider | null;
}

/** Who is asking for ways to pay: the checkout whitelist (CHECKOUT_WHITELIST) narrows them per region and group. */
export interface Payer {
  regionCode: string;
  userId: number | null;
}

/** Top-up: the catalogue, a player's orders and their settlement by the payment provider. */
export function createTopupService(deps: TopupDeps) {
  const catalogue = createTopupCatalogue(deps);
  return {
    paymentKinds: catalogue.paymentKinds,
    packages: catalogue.packages,
    ...createTopupOrders(deps, catalogue),
    ...createPaymentSettlement(deps),
  };
}
export type TopupService = ReturnType<typeof createTopupService>;
