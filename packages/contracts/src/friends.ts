import * as v from 'valibot';
import { endpoint, SIGNED_IN_ERRORS } from './endpoint';
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

const FRIEND_REQUEST_ERRORS = {
  ...SIGNED_IN_ERRORS,
  404: 'FRIEND_REQUEST_NOT_FOUND: not pending, or not yours to answer',
} as const;

/** The friends API of a signed-in player. */
export const friendEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/private/friends',
    summary: 'My friends, newest first',
    tags: ['friends'],
    response: v.array(FriendSchema),
    errors: SIGNED_IN_ERRORS,
  }),
  requests: endpoint({
    method: 'GET',
    path: '/private/friends/requests',
    summary: 'Pending friend requests: incoming and outgoing',
    tags: ['friends'],
    response: FriendRequestsSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  sendRequest: endpoint({
    method: 'POST',
    path: '/private/friends/requests',
    summary: `Send a friend request (at most ${FRIEND_REQUESTS_PER_HOUR} an hour)`,
    tags: ['friends'],
    body: FriendTargetSchema,
    response: FriendRequestSchema,
    errors: {
      ...SIGNED_IN_ERRORS,
      400: 'CANNOT_BEFRIEND_SELF',
      403: 'FRIEND_BLOCKED: one of you blocked the other',
      404: 'USER_NOT_FOUND',
      409: 'FRIEND_REQUEST_EXISTS (pending either way) or ALREADY_FRIENDS',
      429: 'RATE_LIMITED: too many requests this hour; Retry-After tells when to come back',
    },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/private/friends/requests/:requestId/accept',
    summary: 'Accept an incoming request: both players become friends',
    tags: ['friends'],
    params: FriendRequestParamsSchema,
    response: FriendActionSchema,
    errors: FRIEND_REQUEST_ERRORS,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/private/friends/requests/:requestId/decline',
    summary: 'Decline an incoming request',
    tags: ['friends'],
    params: FriendRequestParamsSchema,
    response: FriendActionSchema,
    errors: FRIEND_REQUEST_ERRORS,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/private/friends/requests/:requestId',
    summary: 'Cancel a request I sent',
    tags: ['friends'],
    params: FriendRequestParamsSchema,
    response: FriendActionSchema,
    errors: FRIEND_REQUEST_ERRORS,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/private/friends/:userId',
    summary: 'Remove a friend (both sides)',
    tags: ['friends'],
    params: FriendUserParamsSchema,
    response: FriendActionSchema,
    errors: { ...SIGNED_IN_ERRORS, 404: 'FRIEND_NOT_FOUND' },
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/private/friends/suggestions',
    summary: 'Players who play the same games, most shared games first',
    tags: ['friends'],
    response: v.array(FriendSuggestionSchema),
    errors: SIGNED_IN_ERRORS,
  }),
  relation: endpoint({
    method: 'GET',
    path: '/private/friends/relation/:userId',
    summary: 'Where I stand with a player: self, none, friends, request_sent, request_received, blocked',
    tags: ['friends'],
    params: FriendUserParamsSchema,
    response: FriendRelationSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  invite: endpoint({
    method: 'GET',
    path: '/private/friends/invite',
    summary: 'My invite link (made on first ask)',
    tags: ['friends'],
    response: InviteSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  invitePreview: endpoint({
    method: 'GET',
    path: '/private/friends/invites/:code',
    summary: 'Who sent an invite link, without claiming it (the invite page asks before befriending)',
    tags: ['friends'],
    params: InviteCodeParamsSchema,
    response: InvitePreviewSchema,
    errors: { ...SIGNED_IN_ERRORS, 404: 'INVITE_INVALID' },
  }),
  claimInvite: endpoint({
    method: 'POST',
    path: '/private/friends/invite/claim',
    summary:
      'A newly registered player claims the invite they arrived with: inviter and player become friends',
    tags: ['friends'],
    body: InviteClaimSchema,
    response: InviteClaimedSchema,
    errors: {
      ...SIGNED_IN_ERRORS,
      403: 'INVITE_NOT_FOR_THIS_ACCOUNT (account too old) or FRIEND_BLOCKED',
      404: 'INVITE_INVALID',
      409: 'INVITE_NOT_FOR_THIS_ACCOUNT: already joined through another invite',
    },
  }),
  blocks: endpoint({
    method: 'GET',
    path: '/private/friends/blocks',
    summary: 'The players the caller blocked, latest first',
    tags: ['friends'],
    response: v.array(BlockedPlayerSchema),
    errors: SIGNED_IN_ERRORS,
  }),
  block: endpoint({
    method: 'POST',
    path: '/private/friends/blocks',
    summary: 'Block a player: ends the friendship and pending requests, refuses new ones both ways',
    tags: ['friends'],
    body: FriendTargetSchema,
    response: FriendActionSchema,
    errors: { ...SIGNED_IN_ERRORS, 404: 'USER_NOT_FOUND' },
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/private/friends/blocks/:userId',
    summary: 'Unblock a player',
    tags: ['friends'],
    params: FriendUserParamsSchema,
    response: FriendActionSchema,
    errors: SIGNED_IN_ERRORS,
  }),
};
