import { guardLifecycles } from './host/guard';
import { reportRemoteError } from './diagnostics';
import { rememberRemoteVersions } from './telemetry';

describe('remote failures reported to the API', () => {
  const sent: { url: string; init: RequestInit }[] = [];
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = ((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve({ ok: true } as globalThis.Response);
    }) as typeof fetch;
    rememberRemoteVersions([
      { app: 'mf-help', version: '0123456789abcdef' },
      { app: 'mf-auth', version: 'fedcba9876543210' },
    ]);
  });

  it('a mount that throws sends the remote, its version and the phase, once per page, without cookies', async () => {
    const broken = guardLifecycles('mf-help', {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('render failed for player@example.com');
      },
      unmount: async () => undefined,
    });
    const props = { name: 'mf-help', domElement: document.createElement('div') } as never;
    await broken.bootstrap(props);
    await broken.mount(props);
    await broken.mount(props);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/public/telemetry/remote-errors');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      app: 'mf-help',
      version: '0123456789abcdef',
      phase: 'mount',
    });
  });

  it('a load failure of an overlay counts for its remote; failures of unknown remotes are not sent', () => {
    reportRemoteError('mf-auth:sheets', new Error('ChunkLoadError'));
    reportRemoteError('registry', new Error('registry answered HTTP 500'));
    expect(sent.slice(1).map(({ init }) => JSON.parse(String(init.body)))).toEqual([
      { app: 'mf-auth', version: 'fedcba9876543210', phase: 'load' },
    ]);
  });
});
