import type { CampaignDeps } from '../deps';
import { inviteCodeOf } from './inviteCode';
import { acceptIfNew, acceptInviteCode } from './accept';
import { countInvitee } from './count';
import { referralSummary } from './summary';

/**
 * Referral (001 §5): an invite code per player and campaign; an invitee has exactly one referrer,
 * never themself, and cannot be re-referred (a unique index, not only a check). The referral counts
 * when the invitee finishes pre-registration with a confirmed email; the first `max_rewarded_referrals`
 * counted referrals of a referrer pay `referral_points` each (within the task cap).
 */
export function createReferralService(deps: CampaignDeps) {
  return {
    inviteCodeOf: inviteCodeOf.bind(null, deps),
    countInvitee,
    acceptIfNew: acceptIfNew.bind(null, deps),
    summary: referralSummary.bind(null, deps),
    accept: acceptInviteCode.bind(null, deps),
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
