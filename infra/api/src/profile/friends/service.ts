import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { createFriendBlocks } from './blocks';
import { createFriendships } from './friendships';
import { createFriendInvites } from './invites';
import { createFriendRequests } from './requests';

export { FriendsRateLimitedError } from './requests';

/** The friends domain: one object per use case group, served by the routes as one service. */
export function createFriendsService(db: Kysely<Database>, clock: () => Date = () => new Date()) {
  return {
    ...createFriendships(db),
    ...createFriendRequests(db, clock),
    ...createFriendInvites(db, clock),
    ...createFriendBlocks(db, clock),
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
