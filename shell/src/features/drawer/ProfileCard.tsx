import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages, VIP_LEVEL_NAMES, type AuthUser } from '@portal/contracts';
import { translateMessage, usePortalTranslation } from '@portal/i18n';
import { JobBadge, theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { DrawerIcon } from './icons';
import { focusRing } from './styles';

const cardStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${theme.space.xs}px ${theme.space.md}px`,
  alignItems: 'center',
  margin: `0 ${theme.space.lg}px`,
  padding: theme.space.lg,
  borderRadius: theme.radii.xl,
  background: 'linear-gradient(135deg, #232a3c 0%, #171b28 100%)',
  border: `1px solid ${theme.colors.border}`,
});

const avatarStyle = css({
  gridRow: 'span 3',
  width: 56,
  height: 56,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  fontSize: 22,
  fontWeight: 800,
  color: theme.colors.textOnGold,
  background: theme.gradients.gold,
  border: `2px solid ${theme.colors.goldDark}`,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
  '&[data-vip="silver"]': { borderColor: theme.colors.silver },
  '&[data-vip="gold"]': { borderColor: theme.colors.gold, boxShadow: theme.shadows.goldGlow },
});

const copyButtonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
  ...focusRing,
});

/** How long 'User Id has beed copied!' stays on screen. */
const COPIED_NOTICE_MS = 2500;

/** Nickname, job badge, user ID with copy, and the way to the player's profile (spec 000 §2). */
export function ProfileCard({ user }: { user: AuthUser }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(String(user.id));
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure page): the ID stays visible to copy by hand.
    }
  };
  const vip = VIP_LEVEL_NAMES[user.vipProgress.currentLevel];
  return (
    <section css={cardStyle} aria-label={t('drawer.profile')} data-testid="drawer-profile">
      <div css={avatarStyle} data-vip={vip} aria-hidden="true">
        {user.configuration.image ? (
          <img src={user.configuration.image} alt="" />
        ) : (
          user.nickname.slice(0, 1).toUpperCase()
        )}
      </div>
      <strong
        css={{
          fontSize: theme.fontSizes.lg,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {user.nickname}
      </strong>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' }}>
        <JobBadge jobType={user.configuration.job} />
        {vip !== 'none' && (
          <span
            css={{
              fontSize: theme.fontSizes.xs,
              fontWeight: theme.fontWeights.bold,
              color: vip === 'gold' ? theme.colors.gold : theme.colors.silver,
            }}
          >
            {t(`drawer.vip.${vip}`)}
          </span>
        )}
      </div>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.xs,
          color: theme.colors.textMuted,
          fontSize: theme.fontSizes.sm,
        }}
      >
        <span data-testid="drawer-user-id">{t('drawer.userId', { id: user.id })}</span>
        <button
          type="button"
          css={copyButtonStyle}
          aria-label={t('drawer.copyUserId')}
          onClick={() => void copyId()}
        >
          <DrawerIcon name="copy" size={16} />
        </button>
      </div>
      <Link
        to="/account/my-profile"
        css={{
          gridColumn: '1 / -1',
          marginTop: theme.space.sm,
          color: theme.colors.gold,
          fontWeight: theme.fontWeights.bold,
          fontSize: theme.fontSizes.sm,
          textDecoration: 'none',
          borderRadius: theme.radii.sm,
          ...focusRing,
        }}
      >
        {t('drawer.viewProfile')} →
      </Link>
      <p
        role="status"
        css={{
          gridColumn: '1 / -1',
          margin: 0,
          minHeight: 0,
          color: theme.colors.success,
          fontSize: theme.fontSizes.sm,
        }}
      >
        {copied ? translateMessage(messages.userIdCopied) : ''}
      </p>
    </section>
  );
}
