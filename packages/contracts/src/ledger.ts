import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from './constants';

/** The four balances of a wallet; every change of one is a ledger entry (infra/api README "Money rules"). */
export const LEDGER_CURRENCIES = ['gold', 'bound_gold', 'points', 'gacha_tokens'] as const;
export const LedgerCurrencySchema = v.picklist(
  LEDGER_CURRENCIES,
  'currency must be one of gold, bound_gold, points, gacha_tokens',
);
export type LedgerCurrency = v.InferOutput<typeof LedgerCurrencySchema>;

/**
 * Why a balance changed. topup: a paid order delivered; transfer / transfer_refund: gold sent to a
 * game and given back when delivery failed; gacha_draw / gacha_prize: tokens spent and prizes won;
 * points_conversion: points turned into gacha tickets; reward: quests and events; expiry: bound gold
 * past its date; adjustment: an operator's grant or revoke (with a memo).
 */
export const LEDGER_REASONS = [
  'topup',
  'transfer',
  'transfer_refund',
  'gacha_draw',
  'gacha_prize',
  'points_conversion',
  'reward',
  'expiry',
  'adjustment',
] as const;
export const LedgerReasonSchema = v.picklist(LEDGER_REASONS);
export type LedgerReason = v.InferOutput<typeof LedgerReasonSchema>;

/** One immutable ledger row: a signed integer change and the balance right after it. */
export const LedgerEntrySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: LedgerCurrencySchema,
  /** Signed: positive credits, negative debits; never 0. */
  amount: v.pipe(v.number(), v.integer()),
  balanceAfter: AmountSchema,
  reason: LedgerReasonSchema,
  /** What caused it: `topup_order:<id>`, `transfer:<id>`, `gacha_draw:<id>`, `bound_lot:<id>`, `admin:<n>`… */
  reference: v.string(),
  /** Operator reason of an adjustment, or a short note. */
  memo: v.nullable(v.string()),
  /** The bound gold lot a bound_gold entry belongs to. */
  lotId: v.nullable(v.number()),
  createdAt: UnixSecondsSchema,
});
export type LedgerEntry = v.InferOutput<typeof LedgerEntrySchema>;

const PageNumberSchema = v.pipe(
  v.string('page must be an integer'),
  v.regex(/^\d{1,6}$/, 'page must be an integer'),
  v.transform(Number),
  v.minValue(1, 'page must be at least 1'),
);

const PageSizeSchema = v.pipe(
  v.picklist(
    PAGE_SIZE_OPTIONS.map(String) as ['10', '20', '50', '100'],
    `size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
  ),
  v.transform(Number),
);

/** `?page=1&size=10`: pages start at 1; sizes are the spec's options 10, 20, 50, 100 (default 10). */
export const PageQueryEntries = {
  page: v.optional(PageNumberSchema, '1'),
  size: v.optional(PageSizeSchema, String(PAGE_SIZE_DEFAULT) as '10'),
};
export const PageQuerySchema = v.object(PageQueryEntries);
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** A page of a list: the items, where it is, and how many there are in all. */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    size: v.pipe(v.number(), v.integer(), v.minValue(1)),
    total: AmountSchema,
  });
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export const LedgerQuerySchema = v.object({
  ...PageQueryEntries,
  currency: v.optional(LedgerCurrencySchema),
});
export type LedgerQuery = v.InferOutput<typeof LedgerQuerySchema>;
export const LedgerPageSchema = pageOf(LedgerEntrySchema);
