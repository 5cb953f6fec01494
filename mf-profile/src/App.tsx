import { DeclaredRoutes, lazyPage, type PageMap } from '@portal/federation';
import { PortalThemeProvider, LoadingState } from '@portal/ui';
import routes from '../routes';

// One chunk per screen: a public profile never downloads the edit form or the friends pages.
const friendsPages = () => import('./features/friends/FriendsPages');

const pages: PageMap<typeof routes> = {
  account: lazyPage(() => import('./features/account/AccountPage'), 'AccountPage'),
  myProfile: lazyPage(() => import('./features/my-profile/MyProfilePage'), 'MyProfilePage'),
  editProfile: lazyPage(() => import('./features/edit-profile/EditProfilePage'), 'EditProfilePage'),
  publicProfile: lazyPage(() => import('./features/public-profile/PublicProfilePage'), 'PublicProfilePage'),
  personality: lazyPage(() => import('./features/personality/PersonalityPage'), 'PersonalityPage'),
  friends: lazyPage(friendsPages, 'FriendsListPage'),
  friendRequests: lazyPage(friendsPages, 'FriendRequestsPage'),
  friendSuggestions: lazyPage(friendsPages, 'FriendSuggestionsPage'),
  friendInvite: lazyPage(friendsPages, 'FriendInvitePage'),
  chat: lazyPage(() => import('./features/chat/ChatPage'), 'ChatPage'),
};

export function App() {
  return (
    <PortalThemeProvider>
      <DeclaredRoutes routes={routes} pages={pages} fallback={<LoadingState blocks={[120, 64, 160]} />} />
    </PortalThemeProvider>
  );
}
