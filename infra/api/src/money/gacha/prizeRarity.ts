import type { GachaRarity } from '@portal/contracts';
import type { GachaDeps } from './service';

/** The operator sets how rare a prize is; the event's published table reads it from the same row. */
export function createPrizeRarity({ db }: Pick<GachaDeps, 'db'>) {
  return {
    /** The prize as it now stands, or undefined when no prize has this id. */
    async setPrizeRarity(prizeId: number, rarity: GachaRarity) {
      return db
        .updateTable('gacha_prizes')
        .set({ rarity })
        .where('id', '=', prizeId)
        .returning(['id', 'event_code', 'name', 'rarity'])
        .executeTakeFirst();
    },
  };
}
