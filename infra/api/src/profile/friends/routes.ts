import {
  BlockedPlayerSchema,
  FriendActionSchema,
  FRIEND_REQUESTS_PER_HOUR,
  friendApiRoutes,
  FriendRelationSchema,
  FriendRequestParamsSchema,
  FriendRequestSchema,
  FriendRequestsSchema,
  FriendSchema,
  FriendSuggestionSchema,
  FriendTargetSchema,
  FriendUserParamsSchema,
  InviteClaimedSchema,
  InviteClaimSchema,
  InviteCodeParamsSchema,
  InvitePreviewSchema,
  InviteSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { privateRoutes, sessionOf } from '../../auth';
import { jsonRoute } from '../../http/route';
import { FriendsRateLimitedError, type FriendsService } from './service';

const UNAUTHORIZED = { 401: 'UNAUTHORIZED: no live session for the bearer token' };
const REQUEST_ERRORS = {
  ...UNAUTHORIZED,
  404: 'FRIEND_REQUEST_NOT_FOUND: not pending, or not yours to answer',
};

export function registerFriendRoutes(app: FastifyInstance, friends: FriendsService): void {
  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('onError', async (_request, reply, error) => {
      if (error instanceof FriendsRateLimitedError)
        reply.header('retry-after', String(error.retryAfterSeconds));
    });

    jsonRoute(scope, {
      method: 'GET',
      url: friendApiRoutes.list,
      summary: 'My friends, newest first',
      tags: ['friends'],
      response: v.array(FriendSchema),
      errors: UNAUTHORIZED,
      handler: ({ request }) => friends.list(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: friendApiRoutes.requests,
      summary: 'Pending friend requests: incoming and outgoing',
      tags: ['friends'],
      response: FriendRequestsSchema,
      errors: UNAUTHORIZED,
      handler: ({ request }) => friends.requests(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: friendApiRoutes.requests,
      summary: `Send a friend request (at most ${FRIEND_REQUESTS_PER_HOUR} an hour)`,
      tags: ['friends'],
      body: FriendTargetSchema,
      response: FriendRequestSchema,
      errors: {
        ...UNAUTHORIZED,
        400: 'CANNOT_BEFRIEND_SELF',
        403: 'FRIEND_BLOCKED: one of you blocked the other',
        404: 'USER_NOT_FOUND',
        409: 'FRIEND_REQUEST_EXISTS (pending either way) or ALREADY_FRIENDS',
        429: 'RATE_LIMITED: too many requests this hour; Retry-After tells when to come back',
      },
      handler: ({ request, body }) => friends.send(sessionOf(request).userId, body.userId),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: friendApiRoutes.accept(':requestId'),
      summary: 'Accept an incoming request: both players become friends',
      tags: ['friends'],
      params: FriendRequestParamsSchema,
      response: FriendActionSchema,
      errors: REQUEST_ERRORS,
      handler: ({ request, params }) => friends.accept(sessionOf(request).userId, params.requestId),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: friendApiRoutes.decline(':requestId'),
      summary: 'Decline an incoming request',
      tags: ['friends'],
      params: FriendRequestParamsSchema,
      response: FriendActionSchema,
      errors: REQUEST_ERRORS,
      handler: ({ request, params }) => friends.decline(sessionOf(request).userId, params.requestId),
    });

    jsonRoute(scope, {
      method: 'DELETE',
      url: friendApiRoutes.cancel(':requestId'),
      summary: 'Cancel a request I sent',
      tags: ['friends'],
      params: FriendRequestParamsSchema,
      response: FriendActionSchema,
      errors: REQUEST_ERRORS,
      handler: ({ request, params }) => friends.cancel(sessionOf(request).userId, params.requestId),
    });

    jsonRoute(scope, {
      method: 'DELETE',
      url: friendApiRoutes.remove(':userId'),
      summary: 'Remove a friend (both sides)',
      tags: ['friends'],
      params: FriendUserParamsSchema,
      response: FriendActionSchema,
      errors: { ...UNAUTHORIZED, 404: 'FRIEND_NOT_FOUND' },
      handler: ({ request, params }) => friends.remove(sessionOf(request).userId, params.userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: friendApiRoutes.suggestions,
      summary: 'Players who play the same games, most shared games first',
      tags: ['friends'],
      response: v.array(FriendSuggestionSchema),
      errors: UNAUTHORIZED,
      handler: ({ request }) => friends.suggestions(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: friendApiRoutes.relation(':userId'),
      summary: 'Where I stand with a player: self, none, friends, request_sent, request_received, blocked',
      tags: ['friends'],
      params: FriendUserParamsSchema,
      response: FriendRelationSchema,
      errors: UNAUTHORIZED,
      handler: ({ request, params }) => friends.relation(sessionOf(request).userId, params.userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: friendApiRoutes.invite,
      summary: 'My invite link (made on first ask)',
      tags: ['friends'],
      response: InviteSchema,
      errors: UNAUTHORIZED,
      handler: ({ request }) => friends.invite(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: '/api/private/friends/invites/:code',
      summary: 'Who sent an invite link, without claiming it (the invite page asks before befriending)',
      tags: ['friends'],
      params: InviteCodeParamsSchema,
      response: InvitePreviewSchema,
      errors: { ...UNAUTHORIZED, 404: 'INVITE_INVALID' },
      handler: ({ params }) => friends.invitePreview(params.code),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: friendApiRoutes.claimInvite,
      summary:
        'A newly registered player claims the invite they arrived with: inviter and player become friends',
      tags: ['friends'],
      body: InviteClaimSchema,
      response: InviteClaimedSchema,
      errors: {
        ...UNAUTHORIZED,
        403: 'INVITE_NOT_FOR_THIS_ACCOUNT (account too old) or FRIEND_BLOCKED',
        404: 'INVITE_INVALID',
        409: 'INVITE_NOT_FOR_THIS_ACCOUNT: already joined through another invite',
      },
      handler: ({ request, body }) => friends.claimInvite(sessionOf(request).userId, body.code),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: friendApiRoutes.blocks,
      summary: 'The players the caller blocked, latest first',
      tags: ['friends'],
      response: v.array(BlockedPlayerSchema),
      errors: UNAUTHORIZED,
      handler: ({ request }) => friends.blocks(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: friendApiRoutes.blocks,
      summary: 'Block a player: ends the friendship and pending requests, refuses new ones both ways',
      tags: ['friends'],
      body: FriendTargetSchema,
      response: FriendActionSchema,
      errors: { ...UNAUTHORIZED, 404: 'USER_NOT_FOUND' },
      handler: ({ request, body }) => friends.block(sessionOf(request).userId, body.userId),
    });

    jsonRoute(scope, {
      method: 'DELETE',
      url: friendApiRoutes.unblock(':userId'),
      summary: 'Unblock a player',
      tags: ['friends'],
      params: FriendUserParamsSchema,
      response: FriendActionSchema,
      errors: UNAUTHORIZED,
      handler: ({ request, params }) => friends.unblock(sessionOf(request).userId, params.userId),
    });
  });
}
