import type { AuthUser, TopupOrder } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';
import { pendingOrderToShow, vipPopupFor } from './bannerRules';

const user = (configuration: Partial<AuthUser['configuration']> = {}): AuthUser =>
  authUserFixture({}, configuration);

const order = (expireAt: number): TopupOrder => ({
  id: 'tp_12345678',
  status: 'pending',
  goldAmount: 1000,
  createdAt: 100,
  expireAt,
  packageCode: 'gold_1000',
  packageName: '1,000 Gold',
  priceCents: 1000,
  currency: 'USD',
  bonusBoundGold: 0,
  provider: 'sandbox',
  checkoutUrl: null,
  paidAt: null,
  deliveredAt: null,
  closedAt: null,
});

describe('pending-order banner', () => {
  it('shows for an unexpired pending top-up while hasPendingPayment is true', () => {
    expect(pendingOrderToShow(user({ hasPendingPayment: true }), [order(2000)], 1000)?.id).toBe(
      'tp_12345678',
    );
  });
  it('hides once dismissed (hasPendingPayment false), when expired, or when the list is unknown', () => {
    expect(pendingOrderToShow(user({ hasPendingPayment: false }), [order(2000)], 1000)).toBeNull();
    expect(pendingOrderToShow(user({ hasPendingPayment: true }), [order(900)], 1000)).toBeNull();
    expect(pendingOrderToShow(user({ hasPendingPayment: true }), null, 1000)).toBeNull();
    expect(pendingOrderToShow(null, [order(2000)], 1000)).toBeNull();
  });
});

describe('VIP upgrade popup', () => {
  it('shows an upgrade for vipUpLevel and an invitation for vipEligibleLevel', () => {
    expect(vipPopupFor(user({ vipUpLevel: 2, vipEligibleLevel: 1 }), '/hub')).toEqual({
      kind: 'up',
      level: 2,
    });
    expect(vipPopupFor(user({ vipEligibleLevel: 1 }), '/games')).toEqual({ kind: 'eligible', level: 1 });
  });
  it('does not show on /transfer, for levels 0 or for visitors', () => {
    expect(vipPopupFor(user({ vipUpLevel: 1 }), '/transfer')).toBeNull();
    expect(vipPopupFor(user(), '/hub')).toBeNull();
    expect(vipPopupFor(null, '/hub')).toBeNull();
  });
});
