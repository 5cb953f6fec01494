import type { SerializedStyles } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { NavIcon, type NavIconName } from '../features/drawer/navIcons';
import { SHELL_NS } from '../i18n';
import { navEntries, type NavKey } from './navigation';
import { useActiveNavKey } from './useActiveNavKey';

export const NAV_ICONS: Record<NavKey, NavIconName> = {
  home: 'home',
  games: 'games',
  topup: 'topUp',
  myVip: 'vip',
  playtesting: 'playtest',
  // Not a main entry (the drawer's Friends row); the record covers every menu key.
  friends: 'friends',
};

/**
 * The five destinations (spec 000 §2): the same entries, active rule and full-page load for TOPUP
 * whether they sit in the bottom bar (phones) or in the header (above 767 px); only the look differs.
 */
export function MainNav({
  navCss,
  linkCss,
  iconSize,
  testId,
}: {
  navCss: SerializedStyles;
  linkCss: SerializedStyles;
  iconSize: number;
  testId: string;
}) {
  const { t } = usePortalTranslation(SHELL_NS);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const active = useActiveNavKey();
  return (
    <nav css={navCss} aria-label={t('header.mainNavigation')} data-testid={testId}>
      {navEntries(isSignedIn).map((entry) => (
        <Link
          key={entry.key}
          to={entry.href}
          css={linkCss}
          aria-current={entry.key === active ? 'page' : undefined}
          // /topup is opened with a full page load (spec 000 §2).
          reloadDocument={entry.key === 'topup'}
        >
          <NavIcon name={NAV_ICONS[entry.key]} size={iconSize} />
          {t(`nav.${entry.key}`)}
        </Link>
      ))}
    </nav>
  );
}
