import { DeclaredRoutes, type PageMap } from '@portal/federation';
import { PortalThemeProvider } from '@portal/ui';
import { lazy } from 'react';
import routes from '../routes';
import { PageSkeleton } from './ui/states';

// One chunk per screen: a public profile never downloads the edit form or the friends pages.
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const friendsPages = () => import('./features/friends/FriendsPages');

const pages: PageMap<typeof routes> = {
  account: named(() => import('./features/account/AccountPage'), 'AccountPage'),
  myProfile: named(() => import('./features/my-profile/MyProfilePage'), 'MyProfilePage'),
  editProfile: named(() => import('./features/edit-profile/EditProfilePage'), 'EditProfilePage'),
  publicProfile: named(() => import('./features/public-profile/PublicProfilePage'), 'PublicProfilePage'),
  personality: named(() => import('./features/personality/PersonalityPage'), 'PersonalityPage'),
  friends: named(friendsPages, 'FriendsListPage'),
  friendRequests: named(friendsPages, 'FriendRequestsPage'),
  friendSuggestions: named(friendsPages, 'FriendSuggestionsPage'),
  friendInvite: named(friendsPages, 'FriendInvitePage'),
  chat: named(() => import('./features/chat/ChatPage'), 'ChatPage'),
};

export function App() {
  return (
    <PortalThemeProvider>
      <DeclaredRoutes routes={routes} pages={pages} fallback={<PageSkeleton />} />
    </PortalThemeProvider>
  );
}
