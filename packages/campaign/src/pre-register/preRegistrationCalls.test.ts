import { installFakeApi } from '@portal/api-client/testing';
import { campaignApiRoutes, encodePassword } from '@portal/contracts';
import { preRegistrationCalls } from './preRegistrationCalls';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

const session = { token: 't'.repeat(32), userId: 42, expiresAt: 1_900_000_000, referrer: '/hub' };

describe('pre-registration calls', () => {
  it('signs in at the campaign’s login step with the password encoded, never in clear', async () => {
    api = installFakeApi({ [`POST ${campaignApiRoutes.preRegistrationLogin('ash_echoes')}`]: session });
    await preRegistrationCalls('ash_echoes').login('player@example.com', 'secret123');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.body).toEqual({
      email: 'player@example.com',
      password: encodePassword('secret123'),
    });
  });

  it('refuses an answer the endpoint does not declare', async () => {
    api = installFakeApi({ [campaignApiRoutes.preRegistration('ash_echoes')]: { preRegistered: 'yes' } });
    await expect(preRegistrationCalls('ash_echoes').status()).rejects.toThrow();
  });
});
