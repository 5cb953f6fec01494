import { clampPercent } from '@portal/ui';
import type { CampaignItemState } from '@portal/contracts';

/** The i18n key of each item state's label (Completed, Claim, Claimed, Coming Soon; 001 §2). */
export const ITEM_STATE_KEY: Record<CampaignItemState, string> = {
  'Coming Soon': 'state.comingSoon',
  'In Progress': 'state.inProgress',
  Claim: 'state.claim',
  Claimed: 'state.claimed',
  Completed: 'state.completed',
};

/** Only Claim is an action; every other state is a label. */
export const isClaimable = (state: CampaignItemState) => state === 'Claim';

/** Percent of an item's progress for the progress bar (the bar clamps to 0..100, 001 §4). */
export const progressPercent = (progress: { current: number; target: number }): number =>
  clampPercent(Math.floor((progress.current / progress.target) * 100));
