import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/** Every route mf-profile owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/account', page: 'account', protected: true, meta: pageMeta.account },
  { path: '/account/my-profile', page: 'myProfile', protected: true, meta: pageMeta.myProfile },
  { path: '/account/my-profile/edit', page: 'editProfile', protected: true, meta: pageMeta.editProfile },
  { path: '/profiles/:slug', page: 'publicProfile', menuKey: 'friends', meta: pageMeta.publicProfile },
  { path: '/personality/result', page: 'personality', protected: true, meta: pageMeta.personality },
  { path: '/friends', page: 'friends', protected: true, menuKey: 'friends', meta: pageMeta.friends },
  {
    path: '/friends/request',
    page: 'friendRequests',
    protected: true,
    menuKey: 'friends',
    meta: pageMeta.friendRequests,
  },
  {
    path: '/friends/suggested',
    page: 'friendSuggestions',
    protected: true,
    menuKey: 'friends',
    meta: pageMeta.friendSuggestions,
  },
  {
    path: '/friends/invite',
    page: 'friendInvite',
    protected: true,
    menuKey: 'friends',
    meta: pageMeta.friendInvite,
  },
  { path: '/chat', page: 'chat', protected: true, menuKey: 'friends', meta: pageMeta.chat },
  { path: '/chat/:groupId', page: 'chat', protected: true, menuKey: 'friends', meta: pageMeta.chat },
]);

/** The most JS (KB brotli, every .js file of the build) a deploy may ship; 220.1 KB when last set (the wide layouts). */
export const jsBudgetKB = 224;
