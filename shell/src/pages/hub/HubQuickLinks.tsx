import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { isSignedInAtom, useSessionValue, webviewAtom } from '@portal/session';
import { focusOutline, theme } from '@portal/ui';
import { DrawerIcon, type DrawerIconName } from '../../features/drawer/icons';
import { WebviewLink } from '../../features/webview/WebviewLink';
import { SHELL_NS } from '../../i18n';

const links: { key: string; href: string; icon: DrawerIconName; reloadDocument?: boolean }[] = [
  { key: 'hub.games', href: '/games', icon: 'games' },
  { key: 'hub.quests', href: '/quest', icon: 'quests' },
  { key: 'hub.gacha', href: '/reward', icon: 'gacha' },
  { key: 'hub.topup', href: '/topup', icon: 'topUp', reloadDocument: true },
  { key: 'hub.myVip', href: '/vip', icon: 'vip' },
];

// A game's webview has no drawer: the hub leads to the account page, where Sign Out is.
const webviewAccountLink: (typeof links)[number] = { key: 'hub.account', href: '/account', icon: 'settings' };

const linkTileStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `${theme.space.md}px ${theme.space.xs}px`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  textDecoration: 'none',
  textAlign: 'center',
  svg: { color: theme.colors.gold },
  '&:focus-visible': focusOutline(),
});

/** The hub's tiles to the portal's main places (and, in a webview, the account page). */
export function HubQuickLinks() {
  const { t } = usePortalTranslation(SHELL_NS);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const webview = useSessionValue(webviewAtom);
  const shownLinks = webview.isWebview && isSignedIn ? [...links, webviewAccountLink] : links;
  return (
    <nav aria-labelledby="hub-links" css={{ display: 'grid', gap: theme.space.md }}>
      <h2 id="hub-links">{t('hub.quickLinks')}</h2>
      <ul
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: theme.space.sm,
          listStyle: 'none',
          padding: 0,
          margin: 0,
          [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(5, 1fr)' },
        }}
      >
        {shownLinks.map((link) => (
          <li key={link.href}>
            <WebviewLink to={link.href} reloadDocument={link.reloadDocument} css={linkTileStyle}>
              <DrawerIcon name={link.icon} />
              {t(link.key)}
            </WebviewLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
