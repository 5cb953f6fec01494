import type { AuthUser } from '@portal/contracts';

/** A signed-in player for tests. */
export const player: AuthUser = {
  id: 7,
  nickname: 'Kestrel',
  email: 'k@example.com',
  totalGold: 0,
  totalBoundGold: 0,
  point: 0,
  configuration: {
    image: null,
    job: null,
    vipEligibleLevel: 0,
    vipUpLevel: 0,
    hasPendingPayment: false,
    showPopupAdjustQuestAt: null,
  },
  vipProgress: { currentLevel: 0, eligibleLevel: 0, totalExp: 0, currentVIPCycle: null },
};
