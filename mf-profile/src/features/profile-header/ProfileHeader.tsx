import { VIP_LEVELS, type PublicProfile } from '@portal/contracts';
import { languageAtom, useSessionValue } from '@portal/session';
import { Button, JobBadge, theme, visuallyHidden } from '@portal/ui';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { card } from '../../ui/layout';
import { WebviewAwareLink } from '../../ui/WebviewAwareLink';
import { AvatarFrame } from './AvatarFrame';
import { birthDateText } from './birthDateText';
import { CrownIcon, LockIcon } from '../../ui/icons';

export interface ProfileHeaderProps {
  profile: Pick<PublicProfile, 'id' | 'nickname' | 'image' | 'job' | 'vipLevel' | 'birthDate'>;
  /** Owner mode shows the completion banner, the job-badge link and the VIP arrow (000 §2, §6). */
  mode: 'own' | 'public';
}

const vipStyle = {
  silver: theme.colors.silver,
  gold: theme.colors.gold,
  locked: theme.colors.textMuted,
} as const;

/** Nickname, ID, job badge and VIP level beside the framed avatar. */
export function ProfileHeader({ profile, mode }: ProfileHeaderProps) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const language = useSessionValue(languageAtom);
  const own = mode === 'own';
  const vip =
    profile.vipLevel >= VIP_LEVELS.gold
      ? 'gold'
      : profile.vipLevel === VIP_LEVELS.silver
        ? 'silver'
        : 'locked';
  const badge = <JobBadge jobType={profile.job} suffix={own ? '›' : undefined} />;

  return (
    <section aria-label={t('header.label')} css={{ display: 'grid', gap: theme.space.md }}>
      <div css={{ ...card, display: 'flex', gap: theme.space.lg, alignItems: 'center' }}>
        <AvatarFrame image={profile.image} nickname={profile.nickname} vipLevel={profile.vipLevel} />
        <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
          <p
            data-testid="profile-nickname"
            css={{
              margin: 0,
              fontSize: theme.fontSizes.lg,
              fontWeight: theme.fontWeights.bold,
              overflowWrap: 'anywhere',
            }}
          >
            {profile.nickname}
          </p>
          <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            {t('header.id', { id: profile.id })}
          </p>
          {!own && profile.birthDate && (
            <p data-testid="profile-birthday" css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
              {t('header.birthday', { date: birthDateText(profile.birthDate, language) })}
            </p>
          )}
          <div>
            {own ? (
              // The badge's own text comes first in the link's name (WCAG 2.5.3), then what it opens.
              <WebviewAwareLink to="/personality/result" css={{ textDecoration: 'none' }}>
                {badge}
                <span css={visuallyHidden}> {t('header.jobLink')}</span>
              </WebviewAwareLink>
            ) : (
              badge
            )}
          </div>
          <p
            data-vip={vip}
            css={{
              margin: 0,
              display: 'flex',
              alignItems: 'center',
              gap: theme.space.xs,
              color: vipStyle[vip],
              fontWeight: theme.fontWeights.bold,
              fontSize: theme.fontSizes.sm,
            }}
          >
            {vip === 'locked' ? <LockIcon /> : <CrownIcon />}
            {t(`header.vip.${vip}`)}
            {own && (
              <WebviewAwareLink
                to="/vip"
                aria-label={t('header.vipLink')}
                css={{ color: 'inherit', textDecoration: 'none', paddingInline: theme.space.xs }}
              >
                ›
              </WebviewAwareLink>
            )}
          </p>
        </div>
      </div>
      {own && !profile.birthDate && (
        <div
          role="note"
          css={{
            ...card,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space.md,
            borderColor: theme.colors.goldDark,
          }}
        >
          <p css={{ margin: 0, fontWeight: theme.fontWeights.bold }}>{t('header.completeProfile')}</p>
          <Button size="sm" onClick={() => navigate('/account/my-profile/edit')}>
            {t('header.fillData')}
          </Button>
        </div>
      )}
    </section>
  );
}
