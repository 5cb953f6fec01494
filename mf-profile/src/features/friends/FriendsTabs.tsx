import { theme } from '@portal/ui';
import { NavLink } from 'react-router-dom';
import { useTexts } from '../../i18n';

const tabs = [
  { to: '/friends', key: 'list' },
  { to: '/friends/request', key: 'requests' },
  { to: '/friends/suggested', key: 'suggested' },
  { to: '/friends/invite', key: 'invite' },
] as const;

const NARROW_PHONE = '@media (max-width: 359px)';

/** Friends, Requests, Suggested, Invite: one page each, one tab bar. */
export function FriendsTabs() {
  const { t } = useTexts();
  return (
    <nav
      aria-label={t('friends.tabs')}
      // Four tabs, never narrower than their word; below 360 px the labels get smaller so all four fit.
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(min-content, 1fr))',
        gap: theme.space.xs,
        // Wide screens: a column of its own beside the page's content.
        [theme.breakpoints.wide]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.sm },
      }}
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end
          css={{
            padding: `${theme.space.sm}px ${theme.space.xs}px`,
            borderRadius: theme.radii.md,
            textAlign: 'center',
            fontSize: theme.fontSizes.sm,
            fontWeight: theme.fontWeights.bold,
            color: theme.colors.textMuted,
            textDecoration: 'none',
            [NARROW_PHONE]: { fontSize: theme.fontSizes.xs, paddingInline: theme.space.xxs },
            [theme.breakpoints.wide]: {
              textAlign: 'start',
              padding: `${theme.space.md}px ${theme.space.lg}px`,
              fontSize: theme.fontSizes.md,
            },
            border: `1px solid ${theme.colors.border}`,
            '&[aria-current="page"]': {
              color: theme.colors.textOnGold,
              background: theme.gradients.gold,
              borderColor: theme.colors.goldDark,
            },
          }}
        >
          {t(`friends.tab.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
