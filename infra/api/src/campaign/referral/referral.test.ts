import { campaignApiRoutes, CampaignPointsSchema, ReferralSummarySchema } from '@portal/contracts';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import { createTestCampaign, ledgerMatchesBalance, preRegister } from '../testing';

// Opening PGlite takes long on a busy machine: room for the shared beforeAll.
jest.setTimeout(240_000);

describe.each(databaseTargets)('referral on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  async function referrerWithCode() {
    const campaign = await createTestCampaign(api.db);
    const referrer = await createTestPlayer(api.db, 'referrer');
    const summary = expectSuccess(
      await asPlayer(api.app, referrer.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    );
    return { campaign, referrer, summary };
  }

  it('gives each player one invite code and a link to the landing page', async () => {
    const { campaign, referrer, summary } = await referrerWithCode();
    expect(summary.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(summary.invitePath).toBe(`${campaign.landing_path}?invite=${summary.inviteCode}`);
    const again = expectSuccess(
      await asPlayer(api.app, referrer.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    );
    expect(again.inviteCode).toBe(summary.inviteCode);
  });

  it('refuses self-referral, a second referrer and unknown codes', async () => {
    const { campaign, referrer, summary } = await referrerWithCode();
    const accept = (token: string, inviteCode: string) =>
      asPlayer(api.app, token)('POST', campaignApiRoutes.referralAccept(campaign.game_code), { inviteCode });

    expectFailure(await accept(referrer.token, summary.inviteCode), 422, 'SELF_REFERRAL');

    const invitee = await createTestPlayer(api.db, 'invitee');
    const accepted = expectSuccess(
      await accept(invitee.token, summary.inviteCode.toLowerCase()),
      ReferralSummarySchema,
    );
    expect(accepted.referredBy).not.toBeNull();

    const other = await createTestPlayer(api.db, 'other');
    const otherCode = expectSuccess(
      await asPlayer(api.app, other.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    ).inviteCode;
    expectFailure(await accept(invitee.token, otherCode), 409, 'ALREADY_REFERRED');
    expectFailure(await accept(invitee.token, summary.inviteCode), 409, 'ALREADY_REFERRED');
    expectFailure(await accept(other.token, 'ZZZZ9999'), 404, 'INVITE_CODE_INVALID');
    expectFailure(await accept(other.token, 'bad code!'), 400, 'VALIDATION_ERROR');
  });

  it('refuses a loop: a player invited by someone cannot invite them back', async () => {
    const { campaign, referrer, summary } = await referrerWithCode();
    const accept = (token: string, inviteCode: string) =>
      asPlayer(api.app, token)('POST', campaignApiRoutes.referralAccept(campaign.game_code), { inviteCode });
    const invitee = await createTestPlayer(api.db, 'loop');
    expectSuccess(await accept(invitee.token, summary.inviteCode), ReferralSummarySchema);
    const inviteeCode = expectSuccess(
      await asPlayer(api.app, invitee.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    ).inviteCode;
    const [error] = expectFailure(await accept(referrer.token, inviteeCode), 422, 'SELF_REFERRAL');
    expect(error?.message).toBe('You cannot use the invite link of a player you invited.');
  });

  it('refuses an invite once the invitee has pre-registered (no re-referral after the fact)', async () => {
    const { campaign, summary } = await referrerWithCode();
    const late = await createTestPlayer(api.db, 'late');
    await preRegister(api.app, campaign, late.token);
    expectFailure(
      await asPlayer(api.app, late.token)('POST', campaignApiRoutes.referralAccept(campaign.game_code), {
        inviteCode: summary.inviteCode,
      }),
      409,
      'REFERRAL_TOO_LATE',
    );
  });

  it('pays 40 points for each of the first 5 friends who pre-register, and nothing for the 6th', async () => {
    const { campaign, referrer, summary } = await referrerWithCode();
    for (let friend = 1; friend <= 6; friend++) {
      const invitee = await createTestPlayer(api.db, `friend${friend}`);
      // Pending until the friend finishes pre-registration…
      await asPlayer(api.app, invitee.token)('POST', campaignApiRoutes.referralAccept(campaign.game_code), {
        inviteCode: summary.inviteCode,
      });
      // …which counts it (the invite code may also come with the consent step).
      await preRegister(api.app, campaign, invitee.token);
    }
    const after = expectSuccess(
      await asPlayer(api.app, referrer.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    );
    expect(after.countedReferrals).toBe(6);
    expect(after.rewardedReferrals).toBe(5);
    expect(after.invitees.map((invitee) => invitee.pointsAwarded)).toEqual([40, 40, 40, 40, 40, 0]);
    const points = expectSuccess(
      await asPlayer(api.app, referrer.token)('GET', campaignApiRoutes.points(campaign.game_code)),
      CampaignPointsSchema,
    );
    expect(points.balance).toBe(200);
    expect(points.entries.items.every((entry) => entry.reason === 'referral' && entry.amount === 40)).toBe(
      true,
    );
    expect(await ledgerMatchesBalance(api.db, campaign, referrer.userId)).toBe(true);
  });

  it('counts an invite given with the consent step, and only when the email is confirmed', async () => {
    const { campaign, referrer, summary } = await referrerWithCode();
    const unconfirmed = await createTestPlayer(api.db, 'unconfirmed');
    await api.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', unconfirmed.userId)
      .execute();
    await preRegister(api.app, campaign, unconfirmed.token, { inviteCode: summary.inviteCode });
    const pending = expectSuccess(
      await asPlayer(api.app, referrer.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    );
    expect(pending.invitees).toEqual([expect.objectContaining({ status: 'pending', pointsAwarded: 0 })]);

    // The invitee confirms their email (the accounts domain's verification sets this).
    await api.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', unconfirmed.userId)
      .execute();
    const counted = expectSuccess(
      await asPlayer(api.app, referrer.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    );
    expect(counted.invitees).toEqual([expect.objectContaining({ status: 'counted', pointsAwarded: 40 })]);
  });

  it('keeps the pre-registration when the consent step carries the player’s own invite code', async () => {
    const { campaign, referrer, summary } = await referrerWithCode();
    const status = await preRegister(api.app, campaign, referrer.token, { inviteCode: summary.inviteCode });
    expect(status.json().data.preRegistered).toBe(true);
    const mine = expectSuccess(
      await asPlayer(api.app, referrer.token)('GET', campaignApiRoutes.referral(campaign.game_code)),
      ReferralSummarySchema,
    );
    expect(mine.referredBy).toBeNull();
  });
});
