import type { OrderStatus, PaymentEventType, WebhookOutcome } from '@portal/contracts';
import type { Generated } from 'kysely';

export interface TopupPackagesTable {
  code: string;
  name: string;
  price_cents: number;
  gold: number;
  bonus_bound_gold: Generated<number>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

/** A top-up order never uses awaiting_delivery: a paid order is credited and delivered at once. */
export type TopupOrderStatus = Exclude<OrderStatus, 'awaiting_delivery'>;

export interface TopupOrdersTable {
  id: string;
  user_id: number;
  package_code: string;
  package_name: string;
  price_cents: number;
  gold: number;
  bonus_bound_gold: number;
  status: TopupOrderStatus;
  provider: string;
  checkout_url: string | null;
  created_at: Date;
  expire_at: Date;
  paid_at: Date | null;
  delivered_at: Date | null;
  closed_at: Date | null;
  updated_at: Date;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  event_type: PaymentEventType;
  order_id: string | null;
  outcome: WebhookOutcome;
  note: string | null;
  payload: string;
  received_at: Date;
}
