import { campaignReferralEndpoints as e } from '@portal/contracts';
import { call } from '@portal/api-client';

/** The player's invite code and the invite they accept, in one campaign. */
export const referralCalls = (gameCode: string) => ({
  referral: () => call(e.referral, { params: { gameCode } }),
  acceptInvite: (inviteCode: string) =>
    call(e.referralAccept, { params: { gameCode }, body: { inviteCode } }),
});
