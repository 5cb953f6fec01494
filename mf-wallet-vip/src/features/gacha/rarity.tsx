import type { GachaRarity } from '@portal/contracts';
import { theme } from '@portal/ui';
import { useTexts } from '../../i18n';

/** One colour per rarity, each at least 4.5:1 on the portal's dark surfaces. */
export const RARITY_COLORS: Record<GachaRarity, string> = {
  common: theme.colors.silver,
  rare: theme.colors.info,
  epic: '#C58BFF',
  legendary: theme.colors.gold,
};

const RANK: Record<GachaRarity, number> = { common: 0, rare: 1, epic: 2, legendary: 3 };

/** The rarest of some draws: what the reveal leads with. */
export const rarestOf = (rarities: readonly GachaRarity[]): GachaRarity =>
  rarities.reduce<GachaRarity>((best, rarity) => (RANK[rarity] > RANK[best] ? rarity : best), 'common');

/** The rarity as a small outlined label in its colour. */
export function RarityBadge({ rarity }: { rarity: GachaRarity }) {
  const { t } = useTexts();
  return (
    <span
      data-rarity={rarity}
      css={{
        display: 'inline-block',
        justifySelf: 'start',
        padding: `0 ${theme.space.xs}px`,
        borderRadius: theme.radii.sm,
        border: `1px solid ${RARITY_COLORS[rarity]}`,
        color: RARITY_COLORS[rarity],
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        lineHeight: 1.6,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        whiteSpace: 'nowrap',
      }}
    >
      {t(`gacha.rarity.${rarity}`)}
    </span>
  );
}
