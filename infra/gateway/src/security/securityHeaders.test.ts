import { buildGateway } from '../server';
import { gatewayConfig, removeTempDirs, SHELL_MAIN_FILE, writeShellBuild } from '../testing/fixtures';
import { contentSecurityPolicy } from './contentSecurityPolicy';

const html = { accept: 'text/html' };
const directive = (csp: string | undefined, name: string) =>
  String(csp)
    .split('; ')
    .find((part) => part.startsWith(`${name} `));

afterEach(removeTempDirs);

describe('content security policy', () => {
  it('is strict by default', () => {
    expect(contentSecurityPolicy({ remoteOrigins: [], frameOrigins: [], frameAncestors: [] })).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; frame-src 'none'; frame-ancestors 'self'; " +
        "base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it("lets scripts, manifests and styles of an overridden remote's origin in", async () => {
    const config = gatewayConfig({
      remoteOverrides: { 'mf-help': 'https://cdn.example/mf-help/1.2.3/mf-manifest.json' },
    });
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);

    const csp = (await app.inject({ url: '/', headers: html })).headers['content-security-policy'] as string;

    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://cdn.example");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://cdn.example");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://cdn.example");
    await app.close();
  });

  it('lets configured studios frame /embed only, and the help chat be framed (FRAME_ORIGINS)', async () => {
    const config = gatewayConfig({
      embedFrameAncestors: ['https://studio.example'],
      frameOrigins: ['https://chat.example'],
    });
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);

    const embed = (await app.inject({ url: '/embed?uid=1', headers: html })).headers[
      'content-security-policy'
    ] as string;
    const home = (await app.inject({ url: '/', headers: html })).headers['content-security-policy'] as string;

    expect(directive(embed, 'frame-ancestors')).toBe("frame-ancestors 'self' https://studio.example");
    expect(directive(home, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(home, 'frame-src')).toBe('frame-src https://chat.example');
    await app.close();
  });
});

describe('security headers', () => {
  it('put the page policies on documents, a 404 page included', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);

    for (const url of ['/', '/games', '/no-such-page']) {
      const { headers } = await app.inject({ url, headers: html });
      expect(headers).toMatchObject({
        'content-security-policy': expect.stringContaining("object-src 'none'"),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': expect.stringContaining('camera=()'),
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      });
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });

  it('keep scripts, JSON and API answers to nosniff, without the document-only policies', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);

    for (const request of [
      { url: `/${SHELL_MAIN_FILE}`, headers: { accept: '*/*' } },
      { url: '/registry.json' },
      { url: '/nope.js', headers: { accept: '*/*' } },
      { url: '/api/health' },
      { url: '/api/health', method: 'POST' as const },
    ]) {
      const { headers } = await app.inject(request);
      expect(headers['x-content-type-options']).toBe('nosniff');
      for (const documentOnly of [
        'content-security-policy',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
      ])
        expect(headers[documentOnly]).toBeUndefined();
    }
    await app.close();
  });

  it('add Strict-Transport-Security only when a trusted proxy says the client used https', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);
    const viaTls = { url: '/', headers: { ...html, 'x-forwarded-proto': 'https' } };

    const fromLocalProxy = await app.inject({ ...viaTls, remoteAddress: '127.0.0.1' });
    const fromAnywhere = await app.inject({ ...viaTls, remoteAddress: '203.0.113.9' });

    expect(fromLocalProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(fromAnywhere.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
