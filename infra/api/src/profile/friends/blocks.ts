import { friendErrorCodes, type BlockedPlayer } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { domainError } from '../errors';
import { isLivePlayer } from '../players';
import { unixSeconds } from '../../lib/time';
import { cardsOrSkip, pendingBetween, playerNotFound } from './relations';

/** Blocks: blocking ends a friendship and stops requests both ways; the list; lifting one. */
export function createFriendBlocks(db: Kysely<Database>, clock: () => Date) {
  return {
    /** Blocking ends a friendship and any pending request, and stops new ones both ways. */
    async block(me: number, other: number) {
      if (me === other)
        throw domainError(400, friendErrorCodes.cannotBefriendSelf, 'You cannot block yourself.');
      if (!(await isLivePlayer(db, other))) throw playerNotFound();
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('friend_blocks')
          .values({ blocker_id: me, blocked_id: other, created_at: now })
          .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
        await trx
          .deleteFrom('friendships')
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', me), eb('friend_id', '=', other)]),
              eb.and([eb('user_id', '=', other), eb('friend_id', '=', me)]),
            ]),
          )
          .execute();
        await trx
          .updateTable('friend_requests')
          .set({ status: 'cancelled', responded_at: now })
          .where('id', 'in', pendingBetween(trx, me, other).clearSelect().select('id'))
          .execute();
      });
      return { ok: true as const };
    },

    /** The players the caller blocked, latest first. */
    async blocks(me: number): Promise<BlockedPlayer[]> {
      const rows = await db
        .selectFrom('friend_blocks')
        .select(['blocked_id', 'created_at'])
        .where('blocker_id', '=', me)
        .orderBy('created_at', 'desc')
        .execute();
      return cardsOrSkip(
        db,
        rows.map((row) => row.blocked_id),
        (player, index) => ({ player, since: unixSeconds(rows[index]!.created_at) }),
      );
    },

    async unblock(me: number, other: number) {
      await db
        .deleteFrom('friend_blocks')
        .where('blocker_id', '=', me)
        .where('blocked_id', '=', other)
        .execute();
      return { ok: true as const };
    },
  };
}
