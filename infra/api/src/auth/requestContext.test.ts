import { errorCodes, PRODUCT_CODE_HEADER, WEBVIEW_HEADER } from '@portal/contracts';
import * as v from 'valibot';
import { jsonRoute } from '../http/route';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { privateRoutes, sessionOf } from './requestContext';
import { bearer, registerAndLogin, testAuthConfig } from './testing';

const Caller = v.object({ userId: v.number(), isWebview: v.boolean(), productCode: v.nullable(v.string()) });

describe.each(databaseTargets)('requireSession and the webview context on $name', (target) => {
  const api = useTestApi(target, {
    config: { auth: testAuthConfig() },
    // What the wallet issue does: routes behind requireSession that read the player and webview mode.
    extend: (app) => {
      privateRoutes(app, (scope) =>
        jsonRoute(scope, {
          method: 'GET',
          url: '/api/private/test/whoami',
          summary: 'test only',
          tags: ['test'],
          response: Caller,
          handler: async ({ request }) => ({ userId: sessionOf(request).userId, ...request.webview }),
        }),
      );
      app.get('/api/public/test/preHandler', { preHandler: app.requireSession }, async (request) => ({
        success: true,
        data: { userId: request.auth?.userId ?? null, ...request.webview },
      }));
    },
  });
  const whoami = (headers: Record<string, string>) =>
    api.app.inject({ method: 'GET', url: '/api/private/test/whoami', headers });

  it('gives the route the user id of the bearer token', async () => {
    const { token, userId } = await registerAndLogin(api.app, 'guarded@example.com');
    expect(expectSuccess(await whoami(bearer(token)), Caller)).toEqual({
      userId,
      isWebview: false,
      productCode: null,
    });
  });

  it('reads webview mode from the product-code header or x-webview: 1', async () => {
    const { token } = await registerAndLogin(api.app, 'webview@example.com');
    expect(
      expectSuccess(await whoami({ ...bearer(token), [PRODUCT_CODE_HEADER]: 'ash_echoes' }), Caller),
    ).toMatchObject({
      isWebview: true,
      productCode: 'ash_echoes',
    });
    expect(expectSuccess(await whoami({ ...bearer(token), [WEBVIEW_HEADER]: '1' }), Caller)).toMatchObject({
      isWebview: true,
      productCode: null,
    });
  });

  it('answers 401 UNAUTHORIZED without a bearer token, as onRequest or as preHandler', async () => {
    expectFailure(await whoami({}), 401, errorCodes.unauthorized);
    expectFailure(await whoami({ authorization: 'Basic abc' }), 401, errorCodes.unauthorized);
    expectFailure(
      await api.app.inject({ method: 'GET', url: '/api/public/test/preHandler' }),
      401,
      errorCodes.unauthorized,
    );
  });
});
