import { profileEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { useSessionValue, userAtom } from '@portal/session';
import { theme, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { linkStyle, ProfilePage } from '../../ui/layout';
import { WebviewAwareLink } from '../../ui/WebviewAwareLink';
import { GamingActivityList } from '../gaming-activity/GamingActivityList';
import { ProfileHeader } from '../profile-header/ProfileHeader';
import { VipCard } from './VipCard';

/** /account/my-profile: the owner's view (completion banner, VIP card, job-badge link). */
export function MyProfilePage() {
  const { t } = useTexts();
  const user = useSessionValue(userAtom);
  const profile = useResource((signal) => call(profileEndpoints.own, { signal }), []);

  return (
    <ProfilePage title={t('myProfile.title')} testId="page-myProfile">
      {profile.status === 'loading' && <LoadingState blocks={[130, 72, 40, 72, 72]} />}
      {profile.status === 'error' && <ErrorState message={t('states.error')} onRetry={profile.retry} />}
      {profile.status === 'ready' && (
        <>
          <ProfileHeader profile={profile.data} mode="own" />
          {user && <VipCard vipProgress={user.vipProgress} />}
          <nav
            aria-label={t('myProfile.links')}
            css={{ display: 'flex', gap: theme.space.lg, flexWrap: 'wrap' }}
          >
            <WebviewAwareLink to="/account/my-profile/edit" css={linkStyle}>
              {t('myProfile.edit')}
            </WebviewAwareLink>
            <WebviewAwareLink to={`/profiles/${profile.data.slug}`} css={linkStyle}>
              {t('myProfile.publicView')}
            </WebviewAwareLink>
            <WebviewAwareLink to="/friends" css={linkStyle}>
              {t('myProfile.friends')}
            </WebviewAwareLink>
          </nav>
          <GamingActivityList entries={profile.data.gamingActivities} isOwn />
        </>
      )}
    </ProfilePage>
  );
}
