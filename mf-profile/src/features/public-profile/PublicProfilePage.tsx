import type { PublicProfile } from '@portal/contracts';
import { useSessionValue, userAtom, webviewAtom } from '@portal/session';
import { Button, theme, ErrorState, LoadingState } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useResource, type Resource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { ComingSoonDialog } from '../../ui/dialogs';
import { ProfilePage } from '../../ui/layout';
import { GamingActivityList } from '../gaming-activity/GamingActivityList';
import { ProfileHeader } from '../profile-header/ProfileHeader';
import { FriendAction } from './FriendAction';
import { isUserNotFound, loadPublicProfile, type PublicProfileFirstView } from './publicProfile';
import { UserNotFound } from './UserNotFound';

type ProfileView =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: PublicProfile };

/** What the page shows: the server's read when it was drawn there, else the browser's. */
function profileView(
  firstView: PublicProfileFirstView | undefined,
  loaded: Resource<PublicProfile>,
): ProfileView {
  if (firstView === 'missing') return { status: 'missing' };
  if (firstView) return { status: 'ready', data: firstView };
  if (loaded.status === 'error')
    return isUserNotFound(loaded.error) ? { status: 'missing' } : { status: 'error', retry: loaded.retry };
  return loaded;
}

/**
 * /profiles/{slug} (000 §2): "{nickname}'s Profile", the card, Games Activities, friend and chat actions.
 * `firstView` is what the server read for its render (effects do not run there); the browser loads.
 */
export function PublicProfilePage({ firstView }: { firstView?: PublicProfileFirstView }) {
  const { t } = useTexts();
  const { slug = '' } = useParams();
  const user = useSessionValue(userAtom);
  const { isWebview } = useSessionValue(webviewAtom);
  const [chatOpen, setChatOpen] = useState(false);
  const loaded = useResource((signal) => loadPublicProfile(slug, signal), [slug], { enabled: !firstView });
  const profile = profileView(firstView, loaded);

  if (profile.status === 'loading') {
    return (
      <ProfilePage testId="page-publicProfile">
        <LoadingState blocks={[130, 40, 72, 72, 72]} />
      </ProfilePage>
    );
  }
  if (profile.status !== 'ready') {
    const missing = profile.status === 'missing';
    return (
      <ProfilePage
        title={missing ? t('notFound.title') : t('publicProfile.loadingTitle')}
        hideTitle
        testId="page-publicProfile"
      >
        {missing ? <UserNotFound /> : <ErrorState message={t('states.error')} onRetry={profile.retry} />}
      </ProfilePage>
    );
  }

  const data = profile.data;
  const isOwn = user?.id === data.id;
  return (
    <ProfilePage
      title={t('publicProfile.title', { nickname: data.nickname })}
      hideTitle={isWebview}
      testId="page-publicProfile"
    >
      <ProfileHeader profile={data} mode="public" />
      {!isOwn && (
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          <FriendAction userId={data.id} nickname={data.nickname} />
          <Button variant="secondary" onClick={() => setChatOpen(true)}>
            {t('chat.action')}
          </Button>
        </div>
      )}
      <GamingActivityList entries={data.gamingActivities} isOwn={isOwn} />
      <ComingSoonDialog open={chatOpen} onClose={() => setChatOpen(false)} />
    </ProfilePage>
  );
}
