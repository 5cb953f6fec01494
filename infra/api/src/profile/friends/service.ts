import { randomBytes } from 'node:crypto';
import {
  errorCodes,
  FRIEND_REQUESTS_PER_HOUR,
  friendErrorCodes,
  INVITE_CLAIM_WINDOW_DAYS,
  INVITE_QUERY_PARAM,
  messages,
  profileErrorCodes,
  type BlockedPlayer,
  type Friend,
  type FriendRelation,
  type FriendRequest,
  type FriendRequests,
  type FriendSuggestion,
  type PlayerCard,
} from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import { domainError } from '../errors';
import { isLivePlayer, playerCards } from '../players';
import { unixSeconds } from '../../lib/time';

const HOUR_MS = 3600 * 1000;
type Executor = Kysely<Database> | Transaction<Database>;

/** 429 with the seconds to wait; the routes put them in Retry-After. */
export class FriendsRateLimitedError extends ApiHttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, 'You have sent many friend requests. Please try again later.');
  }
}

const requestNotFound = () =>
  domainError(404, friendErrorCodes.friendRequestNotFound, 'This friend request is no longer pending.');
const playerNotFound = () => domainError(404, profileErrorCodes.userNotFound, messages.userNotFound);
const blocked = () =>
  domainError(403, friendErrorCodes.friendBlocked, 'You cannot be friends with this player.');

async function areFriends(db: Executor, a: number, b: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('friendships')
      .select('user_id')
      .where('user_id', '=', a)
      .where('friend_id', '=', b)
      .executeTakeFirst(),
  );
}

async function isBlockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('friend_blocks')
      .select('blocker_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
          eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
        ]),
      )
      .executeTakeFirst(),
  );
}

function pendingBetween(db: Executor, a: number, b: number) {
  return db
    .selectFrom('friend_requests')
    .select(['id', 'from_user_id', 'to_user_id'])
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    );
}

/** Both directions, so each player's list is one index scan; idempotent. */
async function befriend(trx: Transaction<Database>, a: number, b: number, at: Date): Promise<void> {
  await trx
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b, created_at: at },
      { user_id: b, friend_id: a, created_at: at },
    ])
    .onConflict((conflict) => conflict.columns(['user_id', 'friend_id']).doNothing())
    .execute();
  // A request still pending between the two has been answered by this.
  await trx
    .updateTable('friend_requests')
    .set({ status: 'accepted', responded_at: at })
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .execute();
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export function createFriendsService(db: Kysely<Database>, clock: () => Date = () => new Date()) {
  const cardsOrSkip = async <T>(
    ids: number[],
    build: (card: PlayerCard, index: number) => T,
  ): Promise<T[]> => {
    const cards = await playerCards(db, ids);
    return ids.flatMap((id, index) => {
      const card = cards.get(id);
      return card ? [build(card, index)] : [];
    });
  };

  /** The target must be another live player, not blocked either way. */
  /** The live player who owns an invite code; 404 INVITE_INVALID otherwise. */
  async function liveInviterOf(code: string): Promise<number> {
    const invite = await db
      .selectFrom('friend_invites')
      .select('inviter_id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!invite || !(await isLivePlayer(db, invite.inviter_id))) {
      throw domainError(404, friendErrorCodes.inviteInvalid, 'This invite link is not valid.');
    }
    return invite.inviter_id;
  }

  async function assertBefriendable(me: number, other: number): Promise<void> {
    if (me === other)
      throw domainError(400, friendErrorCodes.cannotBefriendSelf, 'You cannot befriend yourself.');
    if (!(await isLivePlayer(db, other))) throw playerNotFound();
    if (await isBlockedEitherWay(db, me, other)) throw blocked();
  }

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
    async list(me: number): Promise<Friend[]> {
      const rows = await db
        .selectFrom('friendships')
        .select(['friend_id', 'created_at'])
        .where('user_id', '=', me)
        .orderBy('created_at', 'desc')
        .execute();
      return cardsOrSkip(
        rows.map((row) => row.friend_id),
        (player, index) => ({ player, since: unixSeconds(rows[index]!.created_at) }),
      );
    },

    async requests(me: number): Promise<FriendRequests> {
      const rows = await db
        .selectFrom('friend_requests')
        .select(['id', 'from_user_id', 'to_user_id', 'created_at'])
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('from_user_id', '=', me), eb('to_user_id', '=', me)]))
        .orderBy('created_at', 'desc')
        .execute();
      const all = await cardsOrSkip(
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

    /** Sends a request; duplicates, friends, blocks and floods are refused with a clear code. */
    async send(me: number, other: number): Promise<FriendRequest> {
      await assertBefriendable(me, other);
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
        rows.map((row) => row.user_id),
        (player, index) => ({ player, sharedGames: rows[index]!.games }),
      );
    },

    /** The caller's invite link (one per player, made on first ask). */
    async invite(me: number) {
      let row = await db
        .selectFrom('friend_invites')
        .select('code')
        .where('inviter_id', '=', me)
        .executeTakeFirst();
      if (!row) {
        row = await db
          .insertInto('friend_invites')
          .values({ code: randomBytes(12).toString('base64url'), inviter_id: me })
          .onConflict((conflict) => conflict.column('inviter_id').doNothing())
          .returning('code')
          .executeTakeFirst();
        row ??= await db
          .selectFrom('friend_invites')
          .select('code')
          .where('inviter_id', '=', me)
          .executeTakeFirstOrThrow();
      }
      return { code: row.code, path: `/friends/invite?${INVITE_QUERY_PARAM}=${row.code}` };
    },

    /** Who sent this invite link (nothing is claimed): the invite page asks before befriending. */
    async invitePreview(code: string) {
      const inviterId = await liveInviterOf(code);
      return { inviter: (await playerCards(db, [inviterId])).get(inviterId)! };
    },

    /**
     * A newly registered player claims the invite they arrived with: both become friends. A player is
     * invited once; an account older than the claim window cannot claim.
     */
    async claimInvite(me: number, code: string) {
      const invite = { inviter_id: await liveInviterOf(code) };
      await assertBefriendable(me, invite.inviter_id);
      const now = clock();
      const account = await db
        .selectFrom('users')
        .select('created_at')
        .where('id', '=', me)
        .executeTakeFirstOrThrow();
      if (now.getTime() - account.created_at.getTime() > INVITE_CLAIM_WINDOW_DAYS * 24 * HOUR_MS) {
        throw domainError(
          403,
          friendErrorCodes.inviteNotForThisAccount,
          'Invite links are for newly registered players.',
        );
      }
      await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('friend_invite_claims')
          .values({ invitee_id: me, inviter_id: invite.inviter_id, claimed_at: now })
          .onConflict((conflict) => conflict.column('invitee_id').doNothing())
          .returning('inviter_id')
          .executeTakeFirst();
        if (!claim) {
          const earlier = await trx
            .selectFrom('friend_invite_claims')
            .select('inviter_id')
            .where('invitee_id', '=', me)
            .executeTakeFirstOrThrow();
          // Claiming the same invite again is harmless; a second inviter is not.
          if (earlier.inviter_id !== invite.inviter_id) {
            throw domainError(
              409,
              friendErrorCodes.inviteNotForThisAccount,
              'You have already joined through another invite.',
            );
          }
        }
        await befriend(trx, me, invite.inviter_id, now);
      });
      return { friend: (await playerCards(db, [invite.inviter_id])).get(invite.inviter_id)! };
    },

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
export type FriendsService = ReturnType<typeof createFriendsService>;
