import { errorCodes, type UserConfiguration, type UserConfigurationUpdate } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';
import type { ConfigurationRepository, ConfigurationRow } from './repository';
import { unixOrNull } from '../lib/time';

export const toUserConfiguration = (row: ConfigurationRow): UserConfiguration => ({
  image: row.image,
  job: row.job,
  vipEligibleLevel: row.vip_eligible_level,
  vipUpLevel: row.vip_up_level,
  hasPendingPayment: row.has_pending_payment,
  showPopupAdjustQuestAt: unixOrNull(row.show_popup_adjust_quest_at),
});

/**
 * The user configuration update of spec 000 §7: dismissing the pending-order banner
 * (hasPendingPayment false), closing the adjustment announcement (showPopupAdjustQuestAt) and
 * closing the VIP upgrade popup (vipEligibleLevel / vipUpLevel back to 0).
 */
export function createConfigurationService(repository: ConfigurationRepository) {
  return {
    async update(userId: number, change: UserConfigurationUpdate): Promise<UserConfiguration> {
      if (Object.values(change).every((value) => value === undefined)) {
        throw new ApiHttpError(
          400,
          errorCodes.validation,
          'Send hasPendingPayment, showPopupAdjustQuestAt, vipEligibleLevel or vipUpLevel (nothing to update)',
        );
      }
      const row = await repository.update(userId, {
        hasPendingPayment: change.hasPendingPayment,
        showPopupAdjustQuestAt:
          change.showPopupAdjustQuestAt === undefined
            ? undefined
            : new Date(change.showPopupAdjustQuestAt * 1000),
        vipEligibleLevel: change.vipEligibleLevel,
        vipUpLevel: change.vipUpLevel,
      });
      if (!row) throw new ApiHttpError(401, errorCodes.unauthorized, 'Please sign in again.');
      return toUserConfiguration(row);
    },
  };
}
export type ConfigurationService = ReturnType<typeof createConfigurationService>;
