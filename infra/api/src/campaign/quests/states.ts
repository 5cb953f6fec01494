import type { CampaignItemState } from '@portal/contracts';

/**
 * A quest's state (transitions documented in contracts' campaign.ts): Coming Soon before it starts,
 * In Progress until its target, then Claim → Claimed; a quest paid as it goes (invite_friend) is
 * Completed at its target instead of Claim.
 */
export function questState(quest: {
  startsAt: Date | null;
  now: Date;
  current: number;
  target: number;
  claimed: boolean;
  paidAsItGoes: boolean;
}): CampaignItemState {
  if (quest.claimed) return 'Claimed';
  if (quest.startsAt && quest.startsAt.getTime() > quest.now.getTime()) return 'Coming Soon';
  if (quest.current < quest.target) return 'In Progress';
  return quest.paidAsItGoes ? 'Completed' : 'Claim';
}

/**
 * A reward's state: Coming Soon until unlocked (or while the viewer, a visitor included, has not
 * pre-registered), then Claim → Claimed; a coupon given outright is Completed.
 */
export function rewardState(reward: {
  current: number;
  target: number;
  claimed: boolean;
  givenWithoutClaim: boolean;
  preRegistered: boolean;
}): CampaignItemState {
  if (reward.claimed) return reward.givenWithoutClaim ? 'Completed' : 'Claimed';
  return reward.preRegistered && reward.current >= reward.target ? 'Claim' : 'Coming Soon';
}
