import { theme } from '@portal/ui';
import { NavLink } from 'react-router-dom';
import { useTexts } from '../../i18n';

const tabs = [
  { to: '/friends', key: 'list' },
  { to: '/friends/request', key: 'requests' },
  { to: '/friends/suggested', key: 'suggested' },
  { to: '/friends/invite', key: 'invite' },
] as const;

/** Friends, Requests, Suggested, Invite: one page each, one tab bar. */
export function FriendsTabs() {
  const { t } = useTexts();
  return (
    <nav
      aria-label={t('friends.tabs')}
      // Four equal tabs that may shrink below their word's width (320 px phones): labels wrap instead.
      css={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: theme.space.xs }}
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end
          css={{
            padding: `${theme.space.sm}px ${theme.space.xxs}px`,
            overflowWrap: 'anywhere',
            borderRadius: theme.radii.md,
            textAlign: 'center',
            fontSize: theme.fontSizes.sm,
            fontWeight: theme.fontWeights.bold,
            color: theme.colors.textMuted,
            textDecoration: 'none',
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
