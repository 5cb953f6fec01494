import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createFileStore } from '../storage';

/**
 * Deletes an account the way the terms describe (001 §4): every session is revoked at once, sign-in
 * becomes impossible, and the profile is anonymised. The users row itself stays, because money
 * history (ledger, transfers) references it and must keep adding up.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<{ revokedSessions: number }> {
  const revokedSessions = await db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('auth_sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await trx
      .updateTable('users')
      .set({
        email: null,
        email_normalized: null,
        email_verified_at: null,
        password_hash: null,
        nickname: `deleted-player-${userId}`,
        slug: `deleted-player-${userId}`,
        image: null,
        job: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    for (const table of ['social_identities', 'verification_codes', 'password_reset_tokens'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    await trx
      .deleteFrom('friendships')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('friend_requests')
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('friend_blocks')
      .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('friend_invites').where('inviter_id', '=', userId).execute();
    await trx.deleteFrom('game_account_links').where('user_id', '=', userId).execute();
    await createFileStore(trx).deleteOwnedBy(userId); // the avatar files, with the profile that named them
    await trx
      .insertInto('player_profiles')
      .values({ user_id: userId, birth_date: null, phone: null, deleted_at: now })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ birth_date: null, phone: null, deleted_at: now, updated_at: now }),
      )
      .execute();
    return Number(revoked.numUpdatedRows);
  });
  return { revokedSessions };
}
