import { css } from '@emotion/react';
import type { CampaignItemState } from '@portal/contracts';
import { theme } from '@portal/ui';
import { useKitTexts } from '../i18n/kitTexts';
import { ITEM_STATE_KEY } from './itemState';

const COLORS: Record<CampaignItemState, string> = {
  'Coming Soon': theme.colors.textMuted,
  'In Progress': theme.colors.info,
  Claim: theme.colors.gold,
  Claimed: theme.colors.silver,
  Completed: theme.colors.success,
};

/** An item's state as a label (the Claim state is a button elsewhere). */
export function StateBadge({ state }: { state: CampaignItemState }) {
  const { t } = useKitTexts();
  return (
    <span
      data-state={state}
      css={css({
        display: 'inline-block',
        padding: `${theme.space.xxs}px ${theme.space.sm}px`,
        borderRadius: theme.radii.pill,
        border: `1px solid ${COLORS[state]}`,
        color: COLORS[state],
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        whiteSpace: 'nowrap',
      })}
    >
      {t(ITEM_STATE_KEY[state])}
    </span>
  );
}
