import { keyframes } from '@emotion/react';
import type { GachaDraw } from '@portal/contracts';
import { theme } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { RarityBadge, RARITY_COLORS, rarestOf } from './rarity';
import { raisedTile } from '../../ui/raisedTile';

const flipIn = keyframes({
  from: { opacity: 0, transform: 'perspective(600px) rotateY(90deg) scale(0.9)' },
  to: { opacity: 1, transform: 'none' },
});

/** Cards turn over one after another; this long between two cards. */
const STAGGER_MS = 90;

/**
 * What a draw won, card by card in the order drawn, each framed in its rarity's colour; the rarest
 * leads the heading. Its heading takes focus after each draw (the panel's step focus).
 */
export function PrizeReveal({ draws }: { draws: GachaDraw[] }) {
  const { t } = useTexts();
  const best = rarestOf(draws.map((draw) => draw.rarity));
  return (
    <section
      data-testid="gacha-result"
      data-best-rarity={best}
      css={{
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.md,
        borderRadius: theme.radii.lg,
        border: `1px solid ${RARITY_COLORS[best]}`,
        background: `radial-gradient(circle at 50% 0%, ${RARITY_COLORS[best]}33, transparent 70%)`,
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
        <h3 data-step-heading tabIndex={-1} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          {t('gacha.youWon')}
        </h3>
        {draws.length > 1 && (
          <span css={{ color: theme.colors.textMuted }}>
            {t('gacha.bestPull')} <RarityBadge rarity={best} />
          </span>
        )}
      </div>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          // One prize is a single centred card; a 10-draw fills rows of cards.
          gridTemplateColumns:
            draws.length > 1 ? 'repeat(auto-fill, minmax(136px, 1fr))' : 'minmax(0, 320px)',
          justifyContent: 'center',
          gap: theme.space.sm,
        }}
      >
        {draws.map((draw, index) => (
          <li
            key={draw.id}
            data-testid="gacha-prize"
            data-rarity={draw.rarity}
            css={{
              display: 'grid',
              alignContent: 'start',
              gap: theme.space.xs,
              ...raisedTile,
              border: `2px solid ${RARITY_COLORS[draw.rarity]}`,
              boxShadow: draw.rarity === 'common' ? 'none' : `0 0 16px ${RARITY_COLORS[draw.rarity]}55`,
              animation: `${flipIn} 420ms ease-out both`,
              animationDelay: `${index * STAGGER_MS}ms`,
              [theme.breakpoints.reducedMotion]: { animation: 'none' },
            }}
          >
            <RarityBadge rarity={draw.rarity} />
            <strong css={{ overflowWrap: 'anywhere' }}>{draw.prizeName}</strong>
            {draw.couponCode && (
              <small css={{ color: theme.colors.textMuted, display: 'grid', gap: theme.space.xxs }}>
                <code css={{ color: theme.colors.text, whiteSpace: 'nowrap' }}>{draw.couponCode}</code>
                <Link to="/account/my-coupons">{t('gacha.toCoupons')}</Link>
              </small>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
