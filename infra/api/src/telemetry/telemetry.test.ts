import {
  errorCodes,
  RemoteErrorAcceptedSchema,
  RemoteErrorSummarySchema,
  telemetryRoutes,
} from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';

describe.each(databaseTargets)('remote failure telemetry on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { trustProxyHops: 1 } });
  const report = (body: unknown, ip = '203.0.113.7') =>
    api.app.inject({
      method: 'POST',
      url: telemetryRoutes.remoteErrors,
      payload: body as object,
      headers: { 'x-forwarded-for': ip },
    });
  const summary = (since: string) =>
    api.app.inject({ url: `${telemetryRoutes.remoteErrorSummary}?since=${encodeURIComponent(since)}` });

  it('counts reported failures per remote version since a time', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    for (const version of ['0123456789abcdef', '0123456789abcdef', 'fedcba9876543210'])
      expect(
        expectSuccess(
          await report({ app: 'mf-help', version, phase: 'mount' }, '203.0.113.1'),
          RemoteErrorAcceptedSchema,
        ),
      ).toEqual({ accepted: true });
    expect(expectSuccess(await summary(since), RemoteErrorSummarySchema).failures).toEqual([
      { app: 'mf-help', version: '0123456789abcdef', count: 2 },
      { app: 'mf-help', version: 'fedcba9876543210', count: 1 },
    ]);
    expect(
      expectSuccess(await summary(new Date(Date.now() + 60_000).toISOString()), RemoteErrorSummarySchema)
        .failures,
    ).toEqual([]);
  });

  it('takes nothing about the player: unknown fields, messages and bad names are refused', async () => {
    const good = { app: 'mf-help', version: '0123456789abcdef', phase: 'load' };
    expectFailure(await report({ ...good, message: 'john@example.com failed' }), 400, errorCodes.validation);
    expectFailure(await report({ ...good, app: '../etc' }), 400, errorCodes.validation);
    expectFailure(await report({ ...good, phase: 'render' }), 400, errorCodes.validation);
    expectFailure(await summary('yesterday'), 400, errorCodes.validation);
  });

  it('limits one address to 60 reports a minute', async () => {
    const body = { app: 'mf-auth', version: '0123456789abcdef', phase: 'load' };
    const answers = [];
    for (let sent = 0; sent < 61; sent += 1) answers.push((await report(body, '198.51.100.9')).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(60);
    expectFailure(await report(body, '198.51.100.9'), 429, errorCodes.rateLimited);
    expect((await report(body, '198.51.100.10')).statusCode).toBe(200);
  });
});
