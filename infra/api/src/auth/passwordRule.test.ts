import {
  authEndpoints,
  campaignApiRoutes,
  encodePassword,
  endpointUrl,
  errorCodes,
  metadataEndpoints,
  MetadataGroupsSchema,
  profileEndpoints,
  VerificationCodeSentSchema,
} from '@portal/contracts';
import { runAdminCommand } from '../cli/adminCommands';
import { createTestCampaign } from '../campaign/testing';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { bearer, registerAndLogin, testAuthConfig } from './testing';

jest.setTimeout(240_000);

describe.each(databaseTargets)('the password rule an operator sets, on $name', (target) => {
  const api = useTestApi(target, { config: { auth: testAuthConfig() } });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload, headers });
  const sendCode = (email: string, password: string) =>
    post(endpointUrl(authEndpoints.sendVerificationCode), { email, password: encodePassword(password) });
  const content = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runAdminCommand(['content', ...argv], api.db, {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    return { code, out: out.join('\n') };
  };

  afterEach(async () => {
    await content('clear', 'password-rule');
  });

  it("holds new passwords to the spec's 6 characters when nothing is set", async () => {
    const [error] = expectFailure(await sendCode('short@rule.test', '12345'), 400, errorCodes.validation);
    expect(error).toMatchObject({ field: 'password' });
    expectSuccess(await sendCode('six@rule.test', '123456'), VerificationCodeSentSchema);
  });

  it("refuses a new password below the operator's minimum with 'You need {length} characters'", async () => {
    expect(await content('set', 'password-rule', '{"minLength":8}')).toMatchObject({ code: 0 });
    const [error] = expectFailure(await sendCode('seven@rule.test', 'abc1234'), 400, errorCodes.validation);
    expect(error).toEqual({
      code: errorCodes.validation,
      field: 'password',
      message: 'Invalid body field "password": You need 8 characters',
    });
    expectSuccess(await sendCode('eight@rule.test', 'abcd1234'), VerificationCodeSentSchema);
  });

  it('serves the minimum to the clients in the public COMMON answer', async () => {
    await content('set', 'password-rule', '{"minLength":10}');
    const groups = expectSuccess(
      await api.app.inject({ method: 'GET', url: `${endpointUrl(metadataEndpoints.groups)}?groups=COMMON` }),
      MetadataGroupsSchema,
    );
    expect(groups.COMMON?.find((record) => record.key === 'password_rule')?.value).toBe('{"minLength":10}');
  });

  it('refuses a minimum outside 6–20 before storing it', async () => {
    const refused = await content('set', 'password-rule', '{"minLength":4}');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('minLength is at least 6');
  });

  it('holds the password change on /account to the same minimum', async () => {
    const { token } = await registerAndLogin(api.app, 'changer@rule.test', 'secret123');
    await content('set', 'password-rule', '{"minLength":9}');
    const change = (newPassword: string) =>
      post(
        endpointUrl(profileEndpoints.changePassword),
        { currentPassword: encodePassword('secret123'), newPassword: encodePassword(newPassword) },
        bearer(token),
      );
    const [error] = expectFailure(await change('12345678'), 400, errorCodes.validation);
    expect(error).toMatchObject({
      field: 'newPassword',
      message: expect.stringContaining('You need 9 characters'),
    });
    expect((await change('123456789')).statusCode).toBe(200);
  });

  it("holds the campaign's pre-registration to letters or digits (001 §5)", async () => {
    const campaign = await createTestCampaign(api.db);
    const code = (password: string) =>
      post(campaignApiRoutes.preRegistrationCode(campaign.game_code), {
        email: `campaign.${password.length}@rule.test`,
        password: encodePassword(password),
      });
    const [error] = expectFailure(await code('secret 123'), 400, errorCodes.validation);
    expect(error?.message).toContain('Use English letters or digits only');
    expectSuccess(await code('secret123'), VerificationCodeSentSchema);
  });
});
