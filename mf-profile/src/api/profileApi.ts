import { apiClient } from '@portal/api-client';
import {
  API_PREFIX,
  BlockedPlayerSchema,
  authRoutes,
  AuthUserSchema,
  FriendActionSchema,
  friendApiRoutes,
  FriendRelationSchema,
  FriendRequestSchema,
  FriendRequestsSchema,
  FriendSchema,
  FriendSuggestionSchema,
  InviteClaimedSchema,
  InvitePreviewSchema,
  InviteSchema,
} from '@portal/contracts';
import { sessionStore, userAtom } from '@portal/session';
import * as v from 'valibot';

/** The contract's paths include /api; the client adds its own base URL. */
const path = (route: string) => (route.startsWith(API_PREFIX) ? route.slice(API_PREFIX.length) : route);

/** Every call mf-profile makes, typed by the contracts. */
export const profileApi = {
  logout: () => apiClient.post(path(authRoutes.logout)),

  friends: (signal?: AbortSignal) =>
    apiClient.get(path(friendApiRoutes.list), { schema: v.array(FriendSchema), signal }),
  friendRequests: (signal?: AbortSignal) =>
    apiClient.get(path(friendApiRoutes.requests), { schema: FriendRequestsSchema, signal }),
  suggestions: (signal?: AbortSignal) =>
    apiClient.get(path(friendApiRoutes.suggestions), { schema: v.array(FriendSuggestionSchema), signal }),
  relation: (userId: number, signal?: AbortSignal) =>
    apiClient.get(path(friendApiRoutes.relation(userId)), { schema: FriendRelationSchema, signal }),
  sendRequest: (userId: number) =>
    apiClient.post(path(friendApiRoutes.requests), { schema: FriendRequestSchema, body: { userId } }),
  accept: (requestId: number) =>
    apiClient.post(path(friendApiRoutes.accept(requestId)), { schema: FriendActionSchema }),
  decline: (requestId: number) =>
    apiClient.post(path(friendApiRoutes.decline(requestId)), { schema: FriendActionSchema }),
  cancel: (requestId: number) =>
    apiClient.delete(path(friendApiRoutes.cancel(requestId)), { schema: FriendActionSchema }),
  removeFriend: (userId: number) =>
    apiClient.delete(path(friendApiRoutes.remove(userId)), { schema: FriendActionSchema }),
  invite: (signal?: AbortSignal) =>
    apiClient.get(path(friendApiRoutes.invite), { schema: InviteSchema, signal }),
  blocks: (signal?: AbortSignal) =>
    apiClient.get(path(friendApiRoutes.blocks), { schema: v.array(BlockedPlayerSchema), signal }),
  block: (userId: number) =>
    apiClient.post(path(friendApiRoutes.blocks), { schema: FriendActionSchema, body: { userId } }),
  unblock: (userId: number) =>
    apiClient.delete(path(friendApiRoutes.unblock(userId)), { schema: FriendActionSchema }),
  invitePreview: (code: string, signal?: AbortSignal) =>
    apiClient.get(path(friendApiRoutes.invitePreview(code)), { schema: InvitePreviewSchema, signal }),
  claimInvite: (code: string) =>
    apiClient.post(path(friendApiRoutes.claimInvite), { schema: InviteClaimedSchema, body: { code } }),
};

/** After a change the shell shows too (nickname, avatar, job): the shared store gets the fresh user. */
export async function refreshSessionUser(): Promise<void> {
  try {
    sessionStore.set(userAtom, await apiClient.get(path(authRoutes.me), { schema: AuthUserSchema }));
  } catch (error) {
    console.error('[mf-profile] could not refresh the signed-in player:', error);
  }
}
