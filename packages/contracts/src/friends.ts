import * as v from 'valibot';
import { jsonObject } from './safe';
import { UnixSecondsSchema, UserIdSchema } from './common';
import { JobTypeSchema } from './job';
import { VipLevelSchema } from './vip';

/** Friends: requests, the friends list, suggestions, invite links and blocks. */

/** A player as friends lists show them. */
export const PlayerCardSchema = jsonObject({
  id: UserIdSchema,
  slug: v.string(),
  nickname: v.string(),
  image: v.nullable(v.string()),
  job: v.nullable(JobTypeSchema),
  vipLevel: VipLevelSchema,
});
export type PlayerCard = v.InferOutput<typeof PlayerCardSchema>;

export const FriendSchema = jsonObject({ player: PlayerCardSchema, since: UnixSecondsSchema });
export type Friend = v.InferOutput<typeof FriendSchema>;

export const FriendRequestSchema = jsonObject({
  id: v.pipe(v.number(), v.integer()),
  /** The other player: the sender of an incoming request, the receiver of an outgoing one. */
  player: PlayerCardSchema,
  direction: v.picklist(['incoming', 'outgoing']),
  createdAt: UnixSecondsSchema,
});
export type FriendRequest = v.InferOutput<typeof FriendRequestSchema>;

export const FriendRequestsSchema = jsonObject({
  incoming: v.array(FriendRequestSchema),
  outgoing: v.array(FriendRequestSchema),
});
export type FriendRequests = v.InferOutput<typeof FriendRequestsSchema>;

export const FriendSuggestionSchema = jsonObject({
  player: PlayerCardSchema,
  /** Names of the games both play. */
  sharedGames: v.array(v.string()),
});
export type FriendSuggestion = v.InferOutput<typeof FriendSuggestionSchema>;

/** Where the caller stands with another player (a profile's friend button). */
/** `blocking`: the caller blocked them (and may unblock); `blocked`: they blocked the caller. */
export const RELATIONS = [
  'self',
  'none',
  'friends',
  'request_sent',
  'request_received',
  'blocking',
  'blocked',
] as const;
export const FriendRelationSchema = jsonObject({
  relation: v.picklist(RELATIONS),
  /** The pending request between the two, if any. */
  requestId: v.nullable(v.number()),
});
export type FriendRelation = v.InferOutput<typeof FriendRelationSchema>;

/** A player the caller blocked (the blocked list of /friends), since when. */
export const BlockedPlayerSchema = jsonObject({ player: PlayerCardSchema, since: UnixSecondsSchema });
export type BlockedPlayer = v.InferOutput<typeof BlockedPlayerSchema>;

export const FriendTargetSchema = jsonObject({ userId: UserIdSchema });
export const FriendUserParamsSchema = jsonObject({
  userId: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'userId must be a number'), v.transform(Number)),
});
export const FriendRequestParamsSchema = jsonObject({
  requestId: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'requestId must be a number'), v.transform(Number)),
});

/** Invite links: /friends/invite?code=… shows the inviter; Accept befriends them and a newly registered player. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{10,32}$/;
export const FriendInviteCodeSchema = v.pipe(
  v.string(),
  v.regex(INVITE_CODE_PATTERN, 'code is not an invite code'),
);
export const InviteSchema = jsonObject({ code: v.string(), path: v.string() });
export const InviteClaimSchema = jsonObject({ code: FriendInviteCodeSchema });
export const InviteClaimedSchema = jsonObject({ friend: PlayerCardSchema });
/** Who sent an invite link: the invite page shows them and asks before anything is claimed. */
export const InviteCodeParamsSchema = jsonObject({ code: FriendInviteCodeSchema });
export const InvitePreviewSchema = jsonObject({ inviter: PlayerCardSchema });
/** The query parameter of the invite page and the local storage key that keeps it until sign-up. */
export const INVITE_QUERY_PARAM = 'code';
export const INVITE_STORAGE_KEY = 'portal.friendInvite';
/** An invite befriends only an account created at most this long before the claim. */
export const INVITE_CLAIM_WINDOW_DAYS = 7;

/** Rate limits: requests sent and invite claims per player per hour. */
export const FRIEND_REQUESTS_PER_HOUR = 30;

export const FriendActionSchema = jsonObject({ ok: v.literal(true) });

export const friendErrorCodes = {
  friendRequestExists: 'FRIEND_REQUEST_EXISTS',
  alreadyFriends: 'ALREADY_FRIENDS',
  friendRequestNotFound: 'FRIEND_REQUEST_NOT_FOUND',
  friendNotFound: 'FRIEND_NOT_FOUND',
  cannotBefriendSelf: 'CANNOT_BEFRIEND_SELF',
  friendBlocked: 'FRIEND_BLOCKED',
  inviteInvalid: 'INVITE_INVALID',
  inviteNotForThisAccount: 'INVITE_NOT_FOR_THIS_ACCOUNT',
} as const;

export const friendApiRoutes = {
  list: '/api/private/friends',
  remove: (userId: number | string) => `/api/private/friends/${userId}`,
  requests: '/api/private/friends/requests',
  accept: (requestId: number | string) => `/api/private/friends/requests/${requestId}/accept`,
  decline: (requestId: number | string) => `/api/private/friends/requests/${requestId}/decline`,
  cancel: (requestId: number | string) => `/api/private/friends/requests/${requestId}`,
  suggestions: '/api/private/friends/suggestions',
  relation: (userId: number | string) => `/api/private/friends/relation/${userId}`,
  invite: '/api/private/friends/invite',
  claimInvite: '/api/private/friends/invite/claim',
  /** GET: the inviter of a code, without claiming it. */
  invitePreview: (code: string) => `/api/private/friends/invites/${encodeURIComponent(code)}`,
  blocks: '/api/private/friends/blocks',
  unblock: (userId: number | string) => `/api/private/friends/blocks/${userId}`,
} as const;
