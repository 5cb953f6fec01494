import {
  errorCodes,
  FRIEND_REQUESTS_PER_HOUR,
  friendErrorCodes,
  type FriendRequest,
  type FriendRequests,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import { domainError } from '../errors';
import { playerCards } from '../players';
import { unixSeconds } from '../../lib/time';
import {
  areFriends,
  assertBefriendable,
  befriend,
  cardsOrSkip,
  HOUR_MS,
  isUniqueViolation,
  pendingBetween,
  requestNotFound,
} from './relations';

/** 429 with the seconds to wait; the routes put them in Retry-After. */
export class FriendsRateLimitedError extends ApiHttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, 'You have sent many friend requests. Please try again later.');
  }
}

/** Friend requests: the pending ones, sending one (at most so many an hour), and the answers. */
export function createFriendRequests(db: Kysely<Database>, clock: () => Date) {
  async function answer(
    me: number,
    requestId: number,
    direction: 'to' | 'from',
    status: 'accepted' | 'declined' | 'cancelled',
  ) {
    const now = clock();
    await db.transaction().execute(async (trx) => {
      // The status guard makes two answers to one request race safely: only one finds it pending.
      const updated = await trx
        .updateTable('friend_requests')
        .set({ status, responded_at: now })
        .where('id', '=', requestId)
        .where(direction === 'to' ? 'to_user_id' : 'from_user_id', '=', me)
        .where('status', '=', 'pending')
        .returning(['from_user_id', 'to_user_id'])
        .executeTakeFirst();
      if (!updated) throw requestNotFound();
      if (status === 'accepted') await befriend(trx, updated.from_user_id, updated.to_user_id, now);
    });
    return { ok: true as const };
  }

  return {
    async requests(me: number): Promise<FriendRequests> {
      const rows = await db
        .selectFrom('friend_requests')
        .select(['id', 'from_user_id', 'to_user_id', 'created_at'])
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('from_user_id', '=', me), eb('to_user_id', '=', me)]))
        .orderBy('created_at', 'desc')
        .execute();
      const all = await cardsOrSkip(
        db,
        rows.map((row) => (row.to_user_id === me ? row.from_user_id : row.to_user_id)),
        (player, index): FriendRequest => {
          const row = rows[index]!;
          return {
            id: row.id,
            player,
            direction: row.to_user_id === me ? 'incoming' : 'outgoing',
            createdAt: unixSeconds(row.created_at),
          };
        },
      );
      return {
        incoming: all.filter((request) => request.direction === 'incoming'),
        outgoing: all.filter((request) => request.direction === 'outgoing'),
      };
    },

    /** Sends a request; duplicates, friends, blocks and floods are refused with a clear code. */
    async send(me: number, other: number): Promise<FriendRequest> {
      await assertBefriendable(db, me, other);
      if (await areFriends(db, me, other)) {
        throw domainError(409, friendErrorCodes.alreadyFriends, 'You are already friends.');
      }
      const pending = await pendingBetween(db, me, other).executeTakeFirst();
      if (pending) {
        throw domainError(
          409,
          friendErrorCodes.friendRequestExists,
          pending.from_user_id === me
            ? 'You have already sent this player a friend request.'
            : 'This player has already sent you a friend request: accept it instead.',
        );
      }
      const now = clock();
      const recent = await db
        .selectFrom('friend_requests')
        .select([(eb) => eb.fn.countAll<string>().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
        .where('from_user_id', '=', me)
        .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
        .executeTakeFirstOrThrow();
      if (Number(recent.count) >= FRIEND_REQUESTS_PER_HOUR) {
        const oldest = new Date(recent.oldest as unknown as string | Date).getTime();
        throw new FriendsRateLimitedError(Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)));
      }
      try {
        const row = await db
          .insertInto('friend_requests')
          .values({ from_user_id: me, to_user_id: other, status: 'pending', created_at: now })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        const card = (await playerCards(db, [other])).get(other)!;
        return { id: row.id, player: card, direction: 'outgoing', createdAt: unixSeconds(row.created_at) };
      } catch (error) {
        // Two sends at once (or both players at once): the pending-pair index lets one through.
        if (isUniqueViolation(error)) {
          throw domainError(
            409,
            friendErrorCodes.friendRequestExists,
            'A friend request between you is already pending.',
          );
        }
        throw error;
      }
    },

    accept: (me: number, requestId: number) => answer(me, requestId, 'to', 'accepted'),
    decline: (me: number, requestId: number) => answer(me, requestId, 'to', 'declined'),
    cancel: (me: number, requestId: number) => answer(me, requestId, 'from', 'cancelled'),
  };
}
