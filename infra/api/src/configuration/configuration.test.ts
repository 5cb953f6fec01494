import {
  AuthUserSchema,
  errorCodes,
  UserConfigurationSchema,
  endpointUrl,
  shellEndpoints,
} from '@portal/contracts';
import { bearer, registerAndLogin, testAuthConfig } from '../auth/testing';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';

describe.each(databaseTargets)('PATCH /api/private/user/configuration on $name', (target) => {
  const api = useTestApi(target, { config: { auth: testAuthConfig() } });
  const patch = (token: string | null, payload: unknown) =>
    api.app.inject({
      method: 'PATCH',
      url: endpointUrl(shellEndpoints.configuration),
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const me = async (token: string) =>
    expectSuccess(
      await api.app.inject({ method: 'GET', url: '/api/private/auth/me', headers: bearer(token) }),
      AuthUserSchema,
    );

  it('dismisses the pending-order banner: hasPendingPayment false, seen again by /me', async () => {
    const { token, userId } = await registerAndLogin(api.app, 'pending@player.test');
    await api.db.updateTable('users').set({ has_pending_payment: true }).where('id', '=', userId).execute();
    expect((await me(token)).configuration.hasPendingPayment).toBe(true);

    const configuration = expectSuccess(
      await patch(token, { hasPendingPayment: false }),
      UserConfigurationSchema,
    );

    expect(configuration.hasPendingPayment).toBe(false);
    expect((await me(token)).configuration.hasPendingPayment).toBe(false);
  });

  it('stores when the adjustment announcement was closed, in unix seconds', async () => {
    const { token } = await registerAndLogin(api.app, 'closer@player.test');
    const closedAt = 1_767_225_600; // 2026-01-01T00:00:00Z
    const configuration = expectSuccess(
      await patch(token, { showPopupAdjustQuestAt: closedAt }),
      UserConfigurationSchema,
    );
    expect(configuration.showPopupAdjustQuestAt).toBe(closedAt);
    expect((await me(token)).configuration).toMatchObject({
      showPopupAdjustQuestAt: closedAt,
      hasPendingPayment: false,
    });
  });

  it('clears the VIP upgrade popup flags, and refuses to set them', async () => {
    const { token, userId } = await registerAndLogin(api.app, 'vip@player.test');
    await api.db
      .updateTable('users')
      .set({ vip_eligible_level: 2, vip_up_level: 1 })
      .where('id', '=', userId)
      .execute();

    const configuration = expectSuccess(
      await patch(token, { vipEligibleLevel: 0, vipUpLevel: 0 }),
      UserConfigurationSchema,
    );

    expect(configuration).toMatchObject({ vipEligibleLevel: 0, vipUpLevel: 0 });
    expect((await me(token)).configuration).toMatchObject({ vipEligibleLevel: 0, vipUpLevel: 0 });
    const [refused] = expectFailure(await patch(token, { vipUpLevel: 2 }), 400, errorCodes.validation);
    expect(refused?.message).toContain('vipUpLevel can only be cleared (0)');
  });

  it('needs a signed-in player', async () => {
    expectFailure(await patch(null, { hasPendingPayment: false }), 401, errorCodes.unauthorized);
    expectFailure(await patch('x'.repeat(40), { hasPendingPayment: false }), 401, errorCodes.unauthorized);
  });

  it('rejects an empty change and wrong types, naming the field', async () => {
    const { token } = await registerAndLogin(api.app, 'typo@player.test');
    const [empty] = expectFailure(await patch(token, {}), 400, errorCodes.validation);
    expect(empty?.message).toBe(
      'Send hasPendingPayment, showPopupAdjustQuestAt, vipEligibleLevel or vipUpLevel (nothing to update)',
    );
    const [wrong] = expectFailure(
      await patch(token, { showPopupAdjustQuestAt: 'now' }),
      400,
      errorCodes.validation,
    );
    expect(wrong?.field).toBe('showPopupAdjustQuestAt');
  });

  it('changes only the caller', async () => {
    const first = await registerAndLogin(api.app, 'first@player.test');
    const second = await registerAndLogin(api.app, 'second@player.test');
    await patch(first.token, { showPopupAdjustQuestAt: 1000 });
    expect((await me(second.token)).configuration.showPopupAdjustQuestAt).toBeNull();
  });
});
