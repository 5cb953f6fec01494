import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { VIP_LEVELS } from '@portal/contracts';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { WebviewLink } from '../webview/WebviewLink';
import { DrawerIcon, type DrawerIconName } from './icons';
import { focusRing, sectionStyle, sectionTitleStyle } from './styles';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tileStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 76,
  padding: theme.space.sm,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  textAlign: 'center',
  textDecoration: 'none',
  svg: { color: theme.colors.gold },
  '&:hover': { borderColor: theme.colors.goldDark },
  // VIP Gold players get the special gacha tile (spec 000 §2).
  '&[data-special="true"]': {
    background: theme.gradients.gold,
    borderColor: theme.colors.goldLight,
    color: theme.colors.textOnGold,
    fontWeight: theme.fontWeights.bold,
    boxShadow: theme.shadows.goldGlow,
    svg: { color: theme.colors.textOnGold },
  },
  ...focusRing,
});

interface Tile {
  key: 'games' | 'topUp' | 'transfer' | 'quests' | 'gacha' | 'myVip';
  icon: DrawerIconName;
  to: string;
  /** /topup is opened with a full page load (spec 000 §2). */
  reloadDocument?: boolean;
}

/** Games, Top Up, Transfer, Quests, Gacha, My VIP. */
export function PlayGrid({ isSignedIn, vipLevel }: { isSignedIn: boolean; vipLevel: number }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const { t: common } = usePortalTranslation();
  const tiles: Tile[] = [
    { key: 'games', icon: 'games', to: '/games' },
    { key: 'topUp', icon: 'topUp', to: '/topup', reloadDocument: true },
    { key: 'transfer', icon: 'transfer', to: '/transfer' },
    { key: 'quests', icon: 'quests', to: '/quest' },
    { key: 'gacha', icon: 'gacha', to: '/reward' },
    { key: 'myVip', icon: 'vip', to: isSignedIn ? '/vip' : '/vip/details' },
  ];
  return (
    <section css={sectionStyle} aria-labelledby="drawer-play-title">
      <h3 id="drawer-play-title" css={sectionTitleStyle}>
        {t('drawer.play')}
      </h3>
      <ul css={gridStyle}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <WebviewLink
              to={tile.to}
              reloadDocument={tile.reloadDocument}
              css={tileStyle}
              data-special={tile.key === 'gacha' && vipLevel === VIP_LEVELS.gold}
            >
              <DrawerIcon name={tile.icon} />
              {common(`drawer.${tile.key}`)}
            </WebviewLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
