import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';

/** Order or payment status values of 001 §4. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'delivered',
  'expired',
  'failed',
  'canceled',
  'awaiting_delivery',
] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** A topup transaction; the pending-order banner looks at unexpired ones. */
export const TopupTransactionSchema = v.object({
  id: v.string(),
  status: OrderStatusSchema,
  goldAmount: AmountSchema,
  createdAt: UnixSecondsSchema,
  expireAt: UnixSecondsSchema,
});
export type TopupTransaction = v.InferOutput<typeof TopupTransactionSchema>;
