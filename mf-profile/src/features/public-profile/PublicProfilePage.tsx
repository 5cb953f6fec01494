import { call, isApiRequestError } from '@portal/api-client';
import { profileErrorCodes, profileEndpoints } from '@portal/contracts';
import { useSessionValue, userAtom, webviewAtom } from '@portal/session';
import { Button, theme, ErrorState, LoadingState } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { ComingSoonDialog } from '../../ui/dialogs';
import { ProfilePage } from '../../ui/layout';
import { GamingActivityList } from '../gaming-activity/GamingActivityList';
import { ProfileHeader } from '../profile-header/ProfileHeader';
import { FriendAction } from './FriendAction';
import { UserNotFound } from './UserNotFound';

/** /profiles/{slug} (000 §2): "{nickname}'s Profile", the card, Games Activities, friend and chat actions. */
export function PublicProfilePage() {
  const { t } = useTexts();
  const { slug = '' } = useParams();
  const user = useSessionValue(userAtom);
  const { isWebview } = useSessionValue(webviewAtom);
  const [chatOpen, setChatOpen] = useState(false);
  const profile = useResource(
    (signal) => call(profileEndpoints.publicProfile, { params: { slug }, signal }),
    [slug],
  );

  if (profile.status === 'loading') {
    return (
      <ProfilePage testId="page-publicProfile">
        <LoadingState blocks={[130, 40, 72, 72, 72]} />
      </ProfilePage>
    );
  }
  if (profile.status === 'error') {
    const missing =
      isApiRequestError(profile.error) && profile.error.errors[0]?.code === profileErrorCodes.userNotFound;
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
