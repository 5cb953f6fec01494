import type { PlayerCard, VipLevel } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Players that can be shown: accounts not deleted. */
export function livePlayers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('player_profiles', 'player_profiles.user_id', 'users.id')
    .leftJoin('vip_status', 'vip_status.user_id', 'users.id')
    .where('player_profiles.deleted_at', 'is', null);
}

/** Player cards (friends lists, suggestions) for these ids, in no particular order. */
export async function playerCards(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, PlayerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await livePlayers(db)
    .select([
      'users.id',
      'users.slug',
      'users.nickname',
      'users.image',
      'users.job',
      'vip_status.current_level',
    ])
    .where('users.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        nickname: row.nickname,
        image: row.image,
        job: row.job,
        vipLevel: (row.current_level ?? 0) as VipLevel,
      },
    ]),
  );
}

export const isLivePlayer = async (db: Kysely<Database>, id: number): Promise<boolean> =>
  Boolean(await livePlayers(db).select('users.id').where('users.id', '=', id).executeTakeFirst());
