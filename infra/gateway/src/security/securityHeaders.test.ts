import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { EMPTY_STYLE_SOURCE, styleHashSource } from '@portal/contracts/html';
import Fastify from 'fastify';
import { PREVIEW_BADGE_STYLE_SOURCE } from '../html/previewBadge';
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
  it('is strict by default: inline styles only by hash', () => {
    expect(
      contentSecurityPolicy({
        remoteOrigins: [],
        frameOrigins: [],
        frameAncestors: [],
        styleSources: ["'sha256-abc='"],
      }),
    ).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self' 'sha256-abc='; " +
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
    expect(directive(csp, 'style-src')).toMatch(/^style-src 'self' .* https:\/\/cdn\.example$/);
    await app.close();
  });

  it("allows the shell's first-paint <style>, emotion's empty sheets and the preview badge by hash, nothing inline else", async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const firstPaint = 'html,body{margin:0;background:#0b0d14}';
    const indexFile = path.join(config.shellDir, 'index.html');
    const index = await fs.readFile(indexFile, 'utf8');
    await fs.writeFile(indexFile, index.replace('</head>', `<style>${firstPaint}</style></head>`));
    const app = buildGateway(config);

    const csp = (await app.inject({ url: '/games', headers: html })).headers['content-security-policy'];

    expect(directive(String(csp), 'style-src')).toBe(
      `style-src 'self' ${EMPTY_STYLE_SOURCE} ${styleHashSource(firstPaint)} ${PREVIEW_BADGE_STYLE_SOURCE}`,
    );
    expect(csp).not.toContain('unsafe-inline');
    await app.close();
  });

  it('leaves a page the API rendered with the policy the API gave it', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const api = Fastify();
    api.get('/api/public/page', async (_request, reply) =>
      reply.type('text/html').header('content-security-policy', "default-src 'none'").send('<p>page</p>'),
    );
    await api.listen({ port: 0, host: '127.0.0.1' });
    const app = buildGateway({
      ...config,
      apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    });

    const answer = await app.inject({ url: '/api/public/page', headers: html });

    expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await Promise.all([app.close(), api.close()]);
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
