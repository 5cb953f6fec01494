import type { DomainModule } from '../db/domain';
import * as money from './migrations/0005_money';
import * as gachaRarity from './migrations/0022_gacha_rarity';
import * as gachaTranslations from './migrations/0023_gacha_translations';
import { seedDemoMoney } from './wallet/seed';
import type { MoneyTables } from './wallet/tables';

declare module '../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the tables
  interface Database extends MoneyTables {}
}

/** Wallet, ledger, top-up and payments, transfer and delivery, VIP, gacha, coupons, money jobs. */
export const moneyDomain: DomainModule = {
  name: 'money',
  migrations: {
    '0005_money': money,
    '0022_gacha_rarity': gachaRarity,
    '0023_gacha_translations': gachaTranslations,
  },
  seeders: [{ name: 'money', run: (db) => seedDemoMoney(db) }],
};
