import { errorCodes, type AuthUser, type VipProgress } from '@portal/contracts';
import { USER_CONFIGURATION_COLUMNS } from '../tables';
import { ApiHttpError } from '../../http/errors';
import type { UserRow, UsersRepository } from './repository';
import { unixOrNull, unixSeconds } from '../../lib/time';

export interface AccountTotals {
  totalGold: number;
  totalBoundGold: number;
  point: number;
}

/** The account columns the current-user answer shows (never the password hash). */
export const ACCOUNT_COLUMNS = [
  'id',
  'nickname',
  'email',
  'slug',
  ...USER_CONFIGURATION_COLUMNS,
  'email_verified_at',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];
export type AccountRow = Pick<UserRow, (typeof ACCOUNT_COLUMNS)[number]>;

/** What /me answers from: the account, its money totals and its VIP progress. */
export interface CurrentAccount {
  account: AccountRow;
  totals: AccountTotals;
  vipProgress: VipProgress;
}

/**
 * Where /me reads the signed-in player (undefined: no such account). The wallet plugs in a reader
 * that answers in one SQL statement (money/account/currentAccount.ts): /me runs on every page load.
 */
export type CurrentAccountReader = (userId: number) => Promise<CurrentAccount | undefined>;

/** Without a wallet, an account has nothing: zero totals and no VIP level (2000 XP to the first). */
export function accountWithoutMoney(users: Pick<UsersRepository, 'findById'>): CurrentAccountReader {
  return async (userId) => {
    const account = await users.findById(userId);
    return account
      ? {
          account,
          totals: { totalGold: 0, totalBoundGold: 0, point: 0 },
          vipProgress: { currentLevel: 0, eligibleLevel: 0, totalExp: 0, currentVIPCycle: null },
        }
      : undefined;
  };
}

export function toAuthUser({ account, totals, vipProgress }: CurrentAccount): AuthUser {
  return {
    id: account.id,
    nickname: account.nickname,
    email: account.email ?? '',
    ...totals,
    configuration: {
      image: account.image,
      job: account.job,
      vipEligibleLevel: account.vip_eligible_level,
      vipUpLevel: account.vip_up_level,
      hasPendingPayment: account.has_pending_payment,
      showPopupAdjustQuestAt: unixOrNull(account.show_popup_adjust_quest_at),
    },
    vipProgress,
    slug: account.slug,
    emailVerified: account.email_verified_at !== null,
    createdAt: unixSeconds(account.created_at),
  };
}

export function createUsersService(readCurrentAccount: CurrentAccountReader) {
  return {
    /** The auth data of 000 §3 for the signed-in player. */
    async me(userId: number): Promise<AuthUser> {
      const current = await readCurrentAccount(userId);
      // A session outlives nothing: accounts are deleted with their sessions (on delete cascade).
      if (!current) throw new ApiHttpError(401, errorCodes.unauthorized, 'Please sign in again.');
      return toAuthUser(current);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
