import {
  activeDiscount,
  allowedPaymentKinds,
  discountedCents,
  type PaymentKind,
  type PlayerGroup,
  type TopupPackage,
} from '@portal/contracts';
import { createContentReader } from '../../metadata/contentReader';
import { SANDBOX_PROVIDER } from '../payments/sandbox';
import { createTopupRepository, toTopupPackage, type TopupPackageRow } from './repository';
import type { Payer, TopupDeps } from './service';

const GROUP_OF_LEVEL: Record<number, PlayerGroup> = { 0: 'player', 1: 'vip_silver', 2: 'vip_gold' };

/** What is for sale and how to pay: the packages at today's price, and the ways to pay of a payer. */
export function createTopupCatalogue({ db, clock, provider }: Pick<TopupDeps, 'db' | 'clock' | 'provider'>) {
  const orders = createTopupRepository(db);
  const content = createContentReader(db);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  /** A package as players see it now: the price an order charges, with the running discount. */
  const withDiscount = (pack: TopupPackage, discounts: Awaited<ReturnType<typeof content.discounts>>) => {
    const discount = activeDiscount(discounts, pack.code, nowSeconds());
    if (!discount) return pack;
    return {
      ...pack,
      priceCents: discountedCents(pack.priceCents, discount.percentOff),
      discount: {
        percentOff: discount.percentOff,
        listPriceCents: pack.priceCents,
        endAt: discount.endAt,
        label: discount.label ?? null,
      },
    };
  };

  async function groupOf(userId: number | null): Promise<PlayerGroup> {
    if (userId === null) return 'visitor';
    const row = await db
      .selectFrom('vip_status')
      .select('current_level')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return GROUP_OF_LEVEL[row?.current_level ?? 0] ?? 'player';
  }

  async function allowedKinds(payer: Payer): Promise<PaymentKind[]> {
    const kinds: PaymentKind[] = provider
      ? [{ name: provider.name, checkout: 'hosted', test: provider.name === SANDBOX_PROVIDER }]
      : [];
    const rules = await content.checkoutRules();
    if (rules.length === 0) return kinds;
    const who = { regionCode: payer.regionCode, group: await groupOf(payer.userId) };
    const allowed = new Set(
      allowedPaymentKinds(
        rules,
        who,
        kinds.map((kind) => kind.name),
      ),
    );
    return kinds.filter((kind) => allowed.has(kind.name));
  }

  return {
    /**
     * The ways to pay of this payer: the enabled provider's hosted checkout (none when payments are
     * off), narrowed by the checkout whitelist.
     */
    paymentKinds: (payer: Payer = { regionCode: '', userId: null }) => allowedKinds(payer),

    /** The active packages at the price they sell for now (an operator's discount applied). */
    async packages(): Promise<TopupPackage[]> {
      const [rows, discounts] = await Promise.all([orders.activePackages(), content.discounts()]);
      return rows.map((row) => withDiscount(toTopupPackage(row), discounts));
    },

    /** A package row at the price it sells for now. */
    async sold(row: TopupPackageRow): Promise<TopupPackage> {
      return withDiscount(toTopupPackage(row), await content.discounts());
    },
  };
}
export type TopupCatalogue = ReturnType<typeof createTopupCatalogue>;
