import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';
import { TopupOrderSchema } from './topup';

/** Gold kinds of the expiration detail: plain gold never expires, bound gold does. */
export const GOLD_KINDS = ['gold', 'bound_gold'] as const;
export const GoldKindSchema = v.picklist(GOLD_KINDS);
export type GoldKind = v.InferOutput<typeof GoldKindSchema>;

export const GoldExpirationEntrySchema = v.object({
  type: GoldKindSchema,
  amount: AmountSchema,
  /** Null for gold that never expires. */
  expireAt: v.nullable(UnixSecondsSchema),
});
export type GoldExpirationEntry = v.InferOutput<typeof GoldExpirationEntrySchema>;

/**
 * The expiration detail (000 §3, §9): the gold entry first (also when 0, expireAt null), then one
 * bound_gold entry per expiry date with a positive amount, earliest first. expireAt is the last
 * second the bound gold can be spent (23:59:59 UTC on 31 December).
 */
export const GoldExpirationDetailSchema = v.array(GoldExpirationEntrySchema);

export const GachaEventSchema = v.object({ code: v.string(), name: v.optional(v.string()) });
export type GachaEvent = v.InferOutput<typeof GachaEventSchema>;
/** The user's gacha token amount, shown as Gacha Points. */
export const GachaTokenSchema = v.object({ tokenAmount: AmountSchema });
export type GachaToken = v.InferOutput<typeof GachaTokenSchema>;

/**
 * The signed-in player's balances, cheap enough for every page load. totalBoundGold counts every
 * unexpired bound gold; usableBoundGold is what a transfer would use now (0 while the VIP level is 0).
 */
export const WalletTotalsSchema = v.object({
  totalGold: AmountSchema,
  totalBoundGold: AmountSchema,
  usableBoundGold: AmountSchema,
  point: AmountSchema,
  tokenAmount: AmountSchema,
});
export type WalletTotals = v.InferOutput<typeof WalletTotalsSchema>;

/** Everything the shell refreshes on a guarded page load, in one answer. */
export const WalletRefreshSchema = v.object({
  totals: WalletTotalsSchema,
  /** Unexpired pending top-up transactions, newest first (the pending-order banner). */
  pendingTopups: v.array(TopupOrderSchema),
});
export type WalletRefresh = v.InferOutput<typeof WalletRefreshSchema>;

/**
 * Webview identity: a game's in-app browser has no portal session, so the game server signs who the
 * player is. Headers: x-product-code (the game), x-webview-user-id, x-webview-timestamp (unix seconds)
 * and x-webview-signature = hex HMAC-SHA256(secret of the product, `${productCode}.${userId}.${timestamp}`).
 */
export const WEBVIEW_USER_ID_HEADER = 'x-webview-user-id';
export const WEBVIEW_TIMESTAMP_HEADER = 'x-webview-timestamp';
export const WEBVIEW_SIGNATURE_HEADER = 'x-webview-signature';

/** The text a game server signs for a webview identity. */
export const webviewSignedText = (productCode: string, userId: number, timestamp: number): string =>
  `${productCode}.${userId}.${timestamp}`;

/** Paths of the wallet API; every answer is in the envelope. */
export const walletApiRoutes = {
  /** Bearer token. */
  totals: '/api/private/wallet/totals',
  /** Bearer token: totals and the pending top-up list in one call. */
  refresh: '/api/private/wallet/refresh',
  /** Bearer token: the player's ledger, newest first, paged. */
  ledger: '/api/private/wallet/ledger',
  /** Bearer token (000 §7). */
  expirationDetail: '/api/private/gold-logs/expiration-detail',
  /** Webview headers (000 §7). */
  webviewExpirationDetail: '/api/webview/gold-logs/expiration-detail',
} as const;
