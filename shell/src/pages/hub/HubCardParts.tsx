import { css } from '@emotion/react';
import { formatGold } from '@portal/format';
import { Skeleton, theme } from '@portal/ui';
import { cardStyle } from './hubLayout';

const statStyle = css({
  display: 'grid',
  gap: 2,
  dt: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
  dd: {
    margin: 0,
    fontSize: theme.fontSizes.xl,
    fontWeight: theme.fontWeights.bold,
    fontVariantNumeric: 'tabular-nums',
  },
});

export type Stat = { key: string; label: string; value: number };

export function Stats({ stats }: { stats: Stat[] }) {
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 1fr)',
        gap: theme.space.md,
        margin: 0,
      }}
    >
      {stats.map((stat) => (
        <div key={stat.key} css={statStyle}>
          <dt>{stat.label}</dt>
          <dd css={stat.key === 'gold' ? { color: theme.colors.gold } : undefined}>
            {formatGold(stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's place while its data or its remote widget loads. */
export function CardSkeleton() {
  return (
    <div css={[cardStyle, { alignContent: 'start', height: '100%' }]} aria-hidden="true">
      <Skeleton width="40%" height={20} />
      <Skeleton height={18} />
      <Skeleton width="70%" height={18} />
    </div>
  );
}
