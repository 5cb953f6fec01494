import { friendEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { serve } from '../../http/serve';
import { FriendsRateLimitedError, type FriendsService } from './service';

export function registerFriendRoutes(app: FastifyInstance, friends: FriendsService): void {
  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('onError', async (_request, reply, error) => {
      if (error instanceof FriendsRateLimitedError)
        reply.header('retry-after', String(error.retryAfterSeconds));
    });

    serve(scope, friendEndpoints.list, ({ request }) => friends.list(sessionOf(request).userId));

    serve(scope, friendEndpoints.requests, ({ request }) => friends.requests(sessionOf(request).userId));

    serve(scope, friendEndpoints.sendRequest, ({ request, body }) =>
      friends.send(sessionOf(request).userId, body.userId),
    );

    serve(scope, friendEndpoints.accept, ({ request, params }) =>
      friends.accept(sessionOf(request).userId, params.requestId),
    );

    serve(scope, friendEndpoints.decline, ({ request, params }) =>
      friends.decline(sessionOf(request).userId, params.requestId),
    );

    serve(scope, friendEndpoints.cancel, ({ request, params }) =>
      friends.cancel(sessionOf(request).userId, params.requestId),
    );

    serve(scope, friendEndpoints.remove, ({ request, params }) =>
      friends.remove(sessionOf(request).userId, params.userId),
    );

    serve(scope, friendEndpoints.suggestions, ({ request }) =>
      friends.suggestions(sessionOf(request).userId),
    );

    serve(scope, friendEndpoints.relation, ({ request, params }) =>
      friends.relation(sessionOf(request).userId, params.userId),
    );

    serve(scope, friendEndpoints.invite, ({ request }) => friends.invite(sessionOf(request).userId));

    serve(scope, friendEndpoints.invitePreview, ({ params }) => friends.invitePreview(params.code));

    serve(scope, friendEndpoints.claimInvite, ({ request, body }) =>
      friends.claimInvite(sessionOf(request).userId, body.code),
    );

    serve(scope, friendEndpoints.blocks, ({ request }) => friends.blocks(sessionOf(request).userId));

    serve(scope, friendEndpoints.block, ({ request, body }) =>
      friends.block(sessionOf(request).userId, body.userId),
    );

    serve(scope, friendEndpoints.unblock, ({ request, params }) =>
      friends.unblock(sessionOf(request).userId, params.userId),
    );
  });
}
