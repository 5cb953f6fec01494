import { type Friend, type FriendRelation, type FriendSuggestion, friendErrorCodes } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { domainError } from '../errors';
import { unixSeconds } from '../../lib/time';
import { areFriends, cardsOrSkip, pendingBetween } from './relations';

/** Friends: the list, the relation to another player, removing one, and suggestions. */
export function createFriendships(db: Kysely<Database>) {
  return {
    async list(me: number): Promise<Friend[]> {
      const rows = await db
        .selectFrom('friendships')
        .select(['friend_id', 'created_at'])
        .where('user_id', '=', me)
        .orderBy('created_at', 'desc')
        .execute();
      return cardsOrSkip(
        db,
        rows.map((row) => row.friend_id),
        (player, index) => ({ player, since: unixSeconds(rows[index]!.created_at) }),
      );
    },

    async relation(me: number, other: number): Promise<FriendRelation> {
      if (me === other) return { relation: 'self', requestId: null };
      const block = await db
        .selectFrom('friend_blocks')
        .select('blocker_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', other)]),
            eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', me)]),
          ]),
        )
        .execute();
      // Both may have blocked each other: the caller's own block wins, so they can lift it.
      if (block.some((row) => row.blocker_id === me)) return { relation: 'blocking', requestId: null };
      if (block.length > 0) return { relation: 'blocked', requestId: null };
      if (await areFriends(db, me, other)) return { relation: 'friends', requestId: null };
      const pending = await pendingBetween(db, me, other).executeTakeFirst();
      if (!pending) return { relation: 'none', requestId: null };
      return {
        relation: pending.from_user_id === me ? 'request_sent' : 'request_received',
        requestId: pending.id,
      };
    },

    async remove(me: number, friendId: number) {
      const result = await db
        .deleteFrom('friendships')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', me), eb('friend_id', '=', friendId)]),
            eb.and([eb('user_id', '=', friendId), eb('friend_id', '=', me)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) {
        throw domainError(404, friendErrorCodes.friendNotFound, 'This player is not your friend.');
      }
      return { ok: true as const };
    },

    /** Players who play the same games (most shared games first), not yet friends, not blocked. */
    async suggestions(me: number): Promise<FriendSuggestion[]> {
      const rows = await db
        .selectFrom('game_account_links as theirs')
        .innerJoin('game_account_links as mine', 'mine.game_code', 'theirs.game_code')
        .innerJoin('games', 'games.game_code', 'theirs.game_code')
        .select(['theirs.user_id', sql<string[]>`array_agg(games.name order by games.name)`.as('games')])
        .where('mine.user_id', '=', me)
        .where('theirs.user_id', '<>', me)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('friendships')
                .select('user_id')
                .where('user_id', '=', me)
                .whereRef('friend_id', '=', 'theirs.user_id'),
            ),
          ),
        )
        .where(
          sql<boolean>`not exists (select 1 from friend_blocks b where
            (b.blocker_id = ${me} and b.blocked_id = theirs.user_id) or
            (b.blocked_id = ${me} and b.blocker_id = theirs.user_id))`,
        )
        .groupBy('theirs.user_id')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('theirs.user_id')
        .limit(20)
        .execute();
      return cardsOrSkip(
        db,
        rows.map((row) => row.user_id),
        (player, index) => ({ player, sharedGames: rows[index]!.games }),
      );
    },
  };
}
