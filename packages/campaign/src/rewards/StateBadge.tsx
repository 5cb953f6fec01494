import type { CampaignItemState } from '@portal/contracts';
import { Badge, theme } from '@portal/ui';
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
    <Badge color={COLORS[state]} data-state={state}>
      {t(ITEM_STATE_KEY[state])}
    </Badge>
  );
}
