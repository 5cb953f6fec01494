import { Link, useLocation } from 'react-router-dom';
import { usePortalTranslation } from '@portal/i18n';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { matchRoute, useRouteTable } from '../../routes/routeTable';
import { DrawerIcon } from './icons';
import { rowLinkStyle, sectionStyle } from './styles';

/**
 * The drawer's Friends entry: the menu the public profile and the friends pages mark active
 * (000 §2 "the friends menu is active"), through their routes' `menuKey: 'friends'`.
 */
export function FriendsRow() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { pathname } = useLocation();
  // mf-profile's routes (and their menu keys) arrive with the registry.
  useRouteTable();
  const active = matchRoute(pathname)?.menuKey === 'friends';
  return (
    <nav css={sectionStyle} aria-label={t('drawer.friends')}>
      <Link
        to="/friends"
        css={[
          rowLinkStyle,
          {
            '&[aria-current="page"]': {
              color: theme.colors.gold,
              boxShadow: `inset 3px 0 0 ${theme.colors.gold}`,
            },
          },
        ]}
        aria-current={active ? 'page' : undefined}
        data-testid="drawer-friends"
      >
        <DrawerIcon name="friends" />
        {t('drawer.friends')}
        <DrawerIcon name="chevron" size={18} />
      </Link>
    </nav>
  );
}
