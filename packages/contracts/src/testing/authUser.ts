import type { AuthUser } from '../user';

/**
 * A signed-in player's auth data for tests of any app: a new account (no gold, no VIP), with the
 * fields a test cares about overridden. One builder, so a change of the AuthUser shape is one edit.
 */
export function authUserFixture(
  overrides: Partial<AuthUser> = {},
  configuration: Partial<AuthUser['configuration']> = {},
): AuthUser {
  return {
    id: 7,
    nickname: 'Kestrel',
    email: 'k@example.com',
    totalGold: 0,
    totalBoundGold: 0,
    point: 0,
    vipProgress: { currentLevel: 0, eligibleLevel: 0, totalExp: 0, currentVIPCycle: null },
    ...overrides,
    configuration: {
      image: null,
      job: null,
      vipEligibleLevel: 0,
      vipUpLevel: 0,
      hasPendingPayment: false,
      showPopupAdjustQuestAt: null,
      ...overrides.configuration,
      ...configuration,
    },
  };
}
