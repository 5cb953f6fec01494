import type { Kysely, Selectable } from 'kysely';
import { USER_CONFIGURATION_COLUMNS, type UsersTable } from '../auth';
import type { Database } from '../db/database';

export type ConfigurationRow = Pick<Selectable<UsersTable>, (typeof USER_CONFIGURATION_COLUMNS)[number]>;

export interface ConfigurationChange {
  hasPendingPayment?: boolean;
  showPopupAdjustQuestAt?: Date;
  vipEligibleLevel?: 0;
  vipUpLevel?: 0;
}

/** The configuration part of a player's row (the users table belongs to the accounts domain). */
export function createConfigurationRepository(db: Kysely<Database>) {
  return {
    /** Applies the change and answers the configuration after it; undefined when the user is gone. */
    async update(userId: number, change: ConfigurationChange): Promise<ConfigurationRow | undefined> {
      return db
        .updateTable('users')
        .set({
          ...(change.hasPendingPayment === undefined
            ? {}
            : { has_pending_payment: change.hasPendingPayment }),
          ...(change.showPopupAdjustQuestAt === undefined
            ? {}
            : { show_popup_adjust_quest_at: change.showPopupAdjustQuestAt }),
          ...(change.vipEligibleLevel === undefined ? {} : { vip_eligible_level: change.vipEligibleLevel }),
          ...(change.vipUpLevel === undefined ? {} : { vip_up_level: change.vipUpLevel }),
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .returning(USER_CONFIGURATION_COLUMNS)
        .executeTakeFirst();
    },
  };
}
export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
