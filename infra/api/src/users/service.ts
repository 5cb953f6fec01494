import { errorCodes, type AuthUser, type VipProgress } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';
import type { UserRow, UsersRepository } from './repository';

export interface AccountTotals {
  totalGold: number;
  totalBoundGold: number;
  point: number;
}

/**
 * Where /me reads money and VIP from. Until the wallet issue plugs its ledger in, a new account
 * has nothing: zero totals and no VIP level (nextExpNeedForVipUp absent = the 2000 XP default).
 */
export interface AccountSummarySources {
  totals(userId: number): Promise<AccountTotals>;
  vipProgress(userId: number): Promise<VipProgress>;
}

export const emptyAccountSummary: AccountSummarySources = {
  totals: async () => ({ totalGold: 0, totalBoundGold: 0, point: 0 }),
  vipProgress: async () => ({ currentLevel: 0, eligibleLevel: 0, totalExp: 0, currentVIPCycle: null }),
};

const unixSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function toAuthUser(row: UserRow, totals: AccountTotals, vipProgress: VipProgress): AuthUser {
  return {
    id: row.id,
    nickname: row.nickname,
    email: row.email ?? '',
    ...totals,
    configuration: {
      image: row.image,
      job: row.job,
      vipEligibleLevel: row.vip_eligible_level,
      vipUpLevel: row.vip_up_level,
      hasPendingPayment: row.has_pending_payment,
      showPopupAdjustQuestAt: unixSeconds(row.show_popup_adjust_quest_at),
    },
    vipProgress,
    slug: row.slug,
    emailVerified: row.email_verified_at !== null,
  };
}

export function createUsersService(
  users: UsersRepository,
  summary: AccountSummarySources = emptyAccountSummary,
) {
  return {
    /** The auth data of 000 §3 for the signed-in player. */
    async me(userId: number): Promise<AuthUser> {
      // One round trip of three lookups at once rather than the account first: a page load waits on it.
      const [row, totals, vipProgress] = await Promise.all([
        users.findById(userId),
        summary.totals(userId),
        summary.vipProgress(userId),
      ]);
      // A session outlives nothing: accounts are deleted with their sessions (on delete cascade).
      if (!row) throw new ApiHttpError(401, errorCodes.unauthorized, 'Please sign in again.');
      return toAuthUser(row, totals, vipProgress);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
