/** What the friends use cases share: the relations between two players, and the errors. */
import { friendErrorCodes, messages, profileErrorCodes, type PlayerCard } from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { domainError } from '../errors';
import { isLivePlayer, playerCards } from '../players';

export const HOUR_MS = 3600 * 1000;
export type Executor = Kysely<Database> | Transaction<Database>;

export const requestNotFound = () =>
  domainError(404, friendErrorCodes.friendRequestNotFound, 'This friend request is no longer pending.');
export const playerNotFound = () => domainError(404, profileErrorCodes.userNotFound, messages.userNotFound);
export const blocked = () =>
  domainError(403, friendErrorCodes.friendBlocked, 'You cannot be friends with this player.');

export async function areFriends(db: Executor, a: number, b: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('friendships')
      .select('user_id')
      .where('user_id', '=', a)
      .where('friend_id', '=', b)
      .executeTakeFirst(),
  );
}

export async function isBlockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
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

export function pendingBetween(db: Executor, a: number, b: number) {
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
export async function befriend(trx: Transaction<Database>, a: number, b: number, at: Date): Promise<void> {
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

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** The cards of these players, in order; a player gone since (deleted, banned) is left out. */
export async function cardsOrSkip<T>(
  db: Executor,
  ids: number[],
  build: (card: PlayerCard, index: number) => T,
): Promise<T[]> {
  const cards = await playerCards(db, ids);
  return ids.flatMap((id, index) => {
    const card = cards.get(id);
    return card ? [build(card, index)] : [];
  });
}

/** The target must be another live player, not blocked either way. */
export async function assertBefriendable(db: Executor, me: number, other: number): Promise<void> {
  if (me === other)
    throw domainError(400, friendErrorCodes.cannotBefriendSelf, 'You cannot befriend yourself.');
  if (!(await isLivePlayer(db, other))) throw playerNotFound();
  if (await isBlockedEitherWay(db, me, other)) throw blocked();
}
