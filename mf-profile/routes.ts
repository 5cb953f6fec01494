import { defineRoutes } from '@portal/routes';

/** Every route mf-profile owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/account', page: 'account', protected: true },
  { path: '/account/my-profile', page: 'myProfile', protected: true },
  { path: '/account/my-profile/edit', page: 'editProfile', protected: true },
  { path: '/profiles/:slug', page: 'publicProfile' },
  { path: '/personality/result', page: 'personality', protected: true },
  { path: '/friends', page: 'friends', protected: true },
  { path: '/friends/request', page: 'friendRequests', protected: true },
  { path: '/friends/suggested', page: 'friendSuggestions', protected: true },
  { path: '/friends/invite', page: 'friendInvite', protected: true },
  { path: '/chat', page: 'chat', protected: true },
  { path: '/chat/:groupId', page: 'chat', protected: true },
]);
