import { authEndpoints, encodePassword, errorCodes, SessionSchema, endpointUrl } from '@portal/contracts';
import { HOSTILE_RETURN_PATHS } from '@portal/contracts/testing';
import { databaseTargets } from '../testing/databases';
import { expectSuccess, useTestApi } from '../testing/harness';
import { latestMailTo, registerAndLogin, testAuthConfig } from './testing';

const PORTAL = 'https://portal.test'; // PUBLIC_URL of testAuthConfig

/** A return path the portal may follow: one slash, then a path of the portal however it is read. */
function expectStaysOnPortal(path: string | null) {
  expect(path).toMatch(/^\/(?![/\\])/);
  expect(new URL(path!, PORTAL).origin).toBe(PORTAL);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not survive
  expect(path).not.toMatch(/[\\\u0000-\u001f\u007f]/);
}

/**
 * The redirect corpus (@portal/contracts/testing) through the two places the API writes a return
 * path: the login answer's `referrer` and the reset mail's link. Either the body is refused as
 * invalid (a control character never reaches the check) or the path stays on the portal.
 */
describe.each(databaseTargets)('return paths written by the API on $name', (target) => {
  const api = useTestApi(target, { config: { auth: testAuthConfig() } });
  const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    await registerAndLogin(api.app, 'returns@example.com', 'return-password');
  });

  it('keeps every crafted referrer of the corpus on the portal in the login answer', async () => {
    for (const referrer of HOSTILE_RETURN_PATHS) {
      const response = await post(endpointUrl(authEndpoints.login), {
        email: 'returns@example.com',
        password: encodePassword('return-password'),
        referrer,
      });
      if (response.statusCode === 400) {
        expect(response.json().errors[0].code).toBe(errorCodes.validation);
        continue;
      }
      const { referrer: kept } = expectSuccess(response, SessionSchema);
      expect({ referrer, kept }).toEqual({ referrer, kept: expect.any(String) });
      expectStaysOnPortal(kept);
    }
  });

  it('keeps every crafted referrer of the corpus on the portal in the reset mail link', async () => {
    for (const referrer of HOSTILE_RETURN_PATHS) {
      const response = await post(endpointUrl(authEndpoints.forgotPassword), {
        email: 'returns@example.com',
        referrer,
      });
      if (response.statusCode === 400) {
        expect(response.json().errors[0].code).toBe(errorCodes.validation);
        continue;
      }
      expect(response.statusCode).toBe(200);
      const mail = await latestMailTo(api.app, 'returns@example.com');
      const href = /https:\/\/portal\.test\/reset-password\?\S+/.exec(mail.text)?.[0];
      expect(href).toBeDefined();
      expectStaysOnPortal(new URL(href!).searchParams.get('referrer'));
    }
  });
});
