import type { AddressInfo } from 'node:net';
import { authEndpoints, REQUEST_ID_HEADER, endpointUrl } from '@portal/contracts';
import { buildGateway } from '../../../gateway/src/server';
import { gatewayConfig, removeTempDirs } from '../../../gateway/src/testing/fixtures';
import { latestMailTo, testAuthConfig } from '../auth/testing';
import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';

jest.setTimeout(120_000);

/** Keeps every JSON line a logger writes. */
function capturedLog() {
  const lines: string[] = [];
  return {
    lines,
    destination: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('the API log at every level (trace)', () => {
  const log = capturedLog();
  const api = useTestApi(databaseTargets[0]!, {
    config: { logLevel: 'trace', auth: testAuthConfig() },
    logDestination: log.destination,
  });

  it('never shows the reset token it just issued, nor passwords, cookies or admin tokens', async () => {
    await api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.forgotPassword),
      payload: { email: 'demo@player.test' },
    });
    const mail = await latestMailTo(api.app, 'demo@player.test');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The reset page's URL as a browser asks for it, then the reset itself with a bad password.
    await api.app.inject({ method: 'GET', url: `/reset-password?token=${token}&referrer=%2Fvip` });
    await api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.resetPassword),
      payload: { token, password: 'x' },
      headers: { cookie: `portal_token=${token}`, authorization: `Bearer ${token}`, 'x-admin-token': token! },
    });
    // Whatever a route logs about a request carries the same redaction (pino redact paths).
    api.app.log.info({ body: { token, password: 'hunter22' }, code: '123456' }, 'a handler logs its input');

    const text = log.lines.join('');
    expect(log.lines.length).toBeGreaterThan(5);
    expect(text).toContain('/reset-password?token=[redacted]&referrer=%2Fvip');
    expect(text).not.toContain(token);
    expect(text).not.toContain('hunter22');
    expect(text).not.toContain('123456');
  });

  it('keeps an error’s code (ECONNRESET): only inputs’ codes are secrets', () => {
    const error = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    api.app.log.error({ err: error, body: { code: '654321' } }, 'upstream failed');
    const entry = log.entries().find((line) => line.msg === 'upstream failed');
    expect(entry?.err).toMatchObject({ message: 'socket hang up', code: 'ECONNRESET' });
    expect(entry?.body).toEqual({ code: '[redacted]' });
  });

  it('logs each request with the gateway’s x-request-id and answers it', async () => {
    const id = 'gw-0123456789abcdef';
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/public/games',
      headers: { [REQUEST_ID_HEADER]: id },
    });
    expect(response.headers[REQUEST_ID_HEADER]).toBe(id);
    expect(
      log
        .entries()
        .filter((entry) => entry.reqId === id)
        .map((entry) => entry.msg),
    ).toEqual(['incoming request', 'request completed']);
    const forged = await api.app.inject({
      method: 'GET',
      url: '/api/public/games',
      headers: { [REQUEST_ID_HEADER]: 'bad id\n{"level":60}' },
    });
    expect(forged.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('one request id from the gateway to the API and back', () => {
  const apiLog = capturedLog();
  const gatewayLog = capturedLog();
  const api = useTestApi(databaseTargets[0]!, {
    seed: false,
    config: { logLevel: 'info' },
    logDestination: apiLog.destination,
  });
  afterAll(() => removeTempDirs());

  it('is in the answer’s x-request-id and in the gateway’s and the API’s log lines', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const gateway = buildGateway(
      gatewayConfig({
        apiUrl: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`,
        logLevel: 'info',
        logDestination: gatewayLog.destination,
      }),
    );
    try {
      const response = await gateway.inject({ method: 'GET', url: '/api/public/games?token=s3cr3t-value' });
      expect(response.statusCode).toBe(200);
      const id = response.headers[REQUEST_ID_HEADER];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const completed = (entries: Record<string, unknown>[]) =>
        entries.filter((entry) => entry.reqId === id && entry.msg === 'request completed');
      expect(completed(gatewayLog.entries())).toHaveLength(1);
      expect(completed(apiLog.entries())).toHaveLength(1);
      expect([...gatewayLog.lines, ...apiLog.lines].join('')).not.toContain('s3cr3t-value');
    } finally {
      await gateway.close();
    }
  });
});
