import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { CampaignItemState, ItemProgress } from '@portal/contracts';
import { ProgressBar, theme } from '@portal/ui';
import { progressPercent } from './itemState';
import { StateBadge } from './StateBadge';

const cardStyle = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space.sm,
  alignItems: 'center',
  padding: theme.space.md,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  h3: { margin: 0, fontSize: theme.fontSizes.md },
  p: { margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  '& > [data-progress]': { gridColumn: '1 / -1' },
});

const withIconStyle = css({ display: 'flex', alignItems: 'flex-start', gap: theme.space.sm });

export interface ItemCardProps {
  title: string;
  description: string;
  state: CampaignItemState;
  progress: ItemProgress;
  /** The progress as words, e.g. "3 / 5". */
  progressLabel: string;
  /** Replaces the state label: the Claim button, a "go" link. */
  action?: ReactNode;
  testId?: string;
  /** Before the title: what the item gives (a reward's prize icon). */
  icon?: ReactNode;
}

/** One quest or reward: title, description, progress, and its state or its action. */
export function ItemCard({
  title,
  description,
  state,
  progress,
  progressLabel,
  action,
  testId,
  icon,
}: ItemCardProps) {
  return (
    <li css={cardStyle} data-testid={testId} data-state={state}>
      <div css={icon ? withIconStyle : undefined}>
        {icon}
        <div>
          <h3>{title}</h3>
          <p>{description}</p>
        </div>
      </div>
      {action ?? <StateBadge state={state} />}
      <div data-progress>
        <ProgressBar value={progressPercent(progress)} label={progressLabel} height={6} />
      </div>
    </li>
  );
}
