import {
  CheckoutRuleSchema,
  CONTENT_KEYS,
  DEFAULT_PASSWORD_RULE,
  DiscountSchema,
  MaintenanceFlagSchema,
  PasswordRuleSchema,
  settingsList,
  settingsObject,
  type CheckoutRule,
  type Discount,
  type MaintenanceFlag,
  type PasswordRule,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createMetadataRepository } from './repository';

/**
 * The content settings the API itself enforces (prices, ways to pay, maintenance, the password
 * rule), read from the
 * database on every use: one indexed lookup, so an operator's change holds on every replica at
 * once, with no cache to expire. A missing or broken record reads as none (today's behaviour).
 */
export function createContentReader(db: Kysely<Database>) {
  const repository = createMetadataRepository(db);
  const entries = async (key: string) => {
    const row = await repository.findByKey(key);
    return row ? [row] : [];
  };
  return {
    async discounts(): Promise<Discount[]> {
      return settingsList(await entries(CONTENT_KEYS.discounts), CONTENT_KEYS.discounts, DiscountSchema);
    },
    async checkoutRules(): Promise<CheckoutRule[]> {
      const key = CONTENT_KEYS.checkoutWhitelist;
      return settingsList(await entries(key), key, CheckoutRuleSchema);
    },
    async maintenanceFlag(): Promise<MaintenanceFlag | null> {
      const key = CONTENT_KEYS.maintenanceFlag;
      return settingsObject(await entries(key), key, MaintenanceFlagSchema);
    },
    /** The new-password rule in force (COMMON / password_rule), the spec's when unset. */
    async passwordRule(): Promise<PasswordRule> {
      const key = CONTENT_KEYS.passwordRule;
      return settingsObject(await entries(key), key, PasswordRuleSchema) ?? DEFAULT_PASSWORD_RULE;
    },
  };
}
export type ContentReader = ReturnType<typeof createContentReader>;
