import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@portal/ui';
import { PrizeIcon, type PrizeIconKind } from '@portal/ui/prize-icon';

/** A list of prizes, one a line, each with its icon (the panels' own `ul` rule draws bullets). */
export const prizeListStyle = css({
  '&&': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs },
});

const itemStyle = css({ display: 'flex', alignItems: 'center', gap: theme.space.sm });

/** One prize of a list: its kind's icon, then its name (and what the list says of it) as text. */
export function PrizeItem({ kind, children }: { kind: PrizeIconKind; children: ReactNode }) {
  return (
    <li css={itemStyle}>
      <PrizeIcon kind={kind} size={20} />
      <span>{children}</span>
    </li>
  );
}
