import { defineRoutes } from '@portal/routes';

/** Every route mf-profile owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/account', page: 'account', protected: true },
  { path: '/account/my-profile', page: 'myProfile', protected: true },
  { path: '/account/my-profile/edit', page: 'editProfile', protected: true },
  { path: '/profiles/:slug', page: 'publicProfile', menuKey: 'friends' },
  { path: '/personality/result', page: 'personality', protected: true },
  { path: '/friends', page: 'friends', protected: true, menuKey: 'friends' },
  { path: '/friends/request', page: 'friendRequests', protected: true, menuKey: 'friends' },
  { path: '/friends/suggested', page: 'friendSuggestions', protected: true, menuKey: 'friends' },
  { path: '/friends/invite', page: 'friendInvite', protected: true, menuKey: 'friends' },
  { path: '/chat', page: 'chat', protected: true, menuKey: 'friends' },
  { path: '/chat/:groupId', page: 'chat', protected: true, menuKey: 'friends' },
]);
