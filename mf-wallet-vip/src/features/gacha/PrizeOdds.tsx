import type { GachaEventDetail } from '@portal/contracts';
import { theme } from '@portal/ui';
import { PrizeIcon } from '@portal/ui/prize-icon';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount } from '../../ui/format';
import { formatOdds } from './odds';
import { RarityBadge, RARITY_COLORS } from './rarity';
import { raisedTile } from '../../ui/raisedTile';

/**
 * An event's prizes with their rarity, stock and published odds: drawWeight in drawTotal, the
 * integers the server draws with, so a sold-out prize reads 0%.
 */
export function PrizeOdds({ event }: { event: GachaEventDetail }) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <ul
        data-testid="gacha-odds"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}
      >
        {event.prizes.map((prize) => (
          <li
            key={prize.id}
            data-testid="gacha-odds-prize"
            css={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              alignItems: 'center',
              gap: `${theme.space.xxs}px ${theme.space.sm}px`,
              ...raisedTile,
              padding: `${theme.space.sm}px ${theme.space.md}px`,
              borderLeft: `3px solid ${RARITY_COLORS[prize.rarity]}`,
              opacity: prize.drawWeight === 0 ? 0.6 : 1,
            }}
          >
            <span css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
              <PrizeIcon kind={prize.kind} size={20} />
              <strong css={{ overflowWrap: 'anywhere' }}>{prize.name}</strong>
              <RarityBadge rarity={prize.rarity} />
            </span>
            <strong data-testid="gacha-odds-chance" css={{ textAlign: 'right' }}>
              {formatOdds(prize.drawWeight, event.drawTotal, language)}
            </strong>
            <small css={{ color: theme.colors.textMuted }}>
              {prize.remaining === null
                ? t('gacha.unlimited')
                : prize.remaining === 0
                  ? t('gacha.soldOut')
                  : t('gacha.left', {
                      count: prize.remaining,
                      amount: formatAmount(prize.remaining, language),
                    })}
            </small>
            <small css={{ color: theme.colors.textMuted, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {t('gacha.weightOf', {
                weight: formatAmount(prize.drawWeight, language),
                total: formatAmount(event.drawTotal, language),
              })}
            </small>
          </li>
        ))}
      </ul>
      <small css={{ color: theme.colors.textMuted }}>{t('gacha.oddsNote')}</small>
    </div>
  );
}
