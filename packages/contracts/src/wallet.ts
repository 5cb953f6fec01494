import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';
import { endpoint, SIGNED_IN_ERRORS } from './endpoint';
import { PRODUCT_CODE_HEADER } from './headers';
import { LedgerPageSchema, LedgerQuerySchema } from './ledger';
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

/** Documents the webview identity headers; the API checks them itself (401, not 400, when wrong). */
const WebviewHeadersSchema = v.object({
  [PRODUCT_CODE_HEADER]: v.optional(v.string()),
  [WEBVIEW_USER_ID_HEADER]: v.optional(v.string()),
  [WEBVIEW_TIMESTAMP_HEADER]: v.optional(v.string()),
  [WEBVIEW_SIGNATURE_HEADER]: v.optional(v.string()),
});

/** The wallet API: a signed-in player's balances and ledger, and the webview's expiration detail. */
export const walletEndpoints = {
  totals: endpoint({
    method: 'GET',
    path: '/private/wallet/totals',
    summary: 'Balances: totalGold, totalBoundGold, usableBoundGold, point, tokenAmount (one query)',
    tags: ['wallet'],
    response: WalletTotalsSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  refresh: endpoint({
    method: 'GET',
    path: '/private/wallet/refresh',
    summary: 'The per-page refresh in one call: totals and the unexpired pending top-ups',
    tags: ['wallet'],
    response: WalletRefreshSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/private/wallet/ledger',
    summary: 'The player’s ledger: every balance change, newest first (page, size 10/20/50/100, currency)',
    tags: ['wallet'],
    query: LedgerQuerySchema,
    response: LedgerPageSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  expirationDetail: endpoint({
    method: 'GET',
    path: '/private/gold-logs/expiration-detail',
    summary:
      'Gold expiration detail: { type, amount, expireAt } (gold first, also when 0; bound gold by date)',
    tags: ['wallet'],
    response: GoldExpirationDetailSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  /** 000 §7: the player is the one a game signs into its webview. */
  webviewExpirationDetail: endpoint({
    method: 'GET',
    path: '/webview/gold-logs/expiration-detail',
    summary: 'Gold expiration detail in a game webview: the player is signed by the game (webview headers)',
    tags: ['wallet'],
    headers: WebviewHeadersSchema,
    response: GoldExpirationDetailSchema,
    errors: { 401: 'WEBVIEW_IDENTITY_INVALID: headers missing, expired, unsigned, or for an unknown player' },
  }),
};
