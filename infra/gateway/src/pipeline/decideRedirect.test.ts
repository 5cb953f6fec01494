import type { FastifyRequest } from 'fastify';
import { buildGateway } from '../server';
import { gatewayConfig, removeTempDirs, SHELL_MAIN_FILE, writeShellBuild } from '../testing/fixtures';
import { decideRedirect } from './decideRedirect';

const html = { accept: 'text/html' };

afterEach(removeTempDirs);

describe('decideRedirect (the seam for the route guard and maintenance, spec 000 §4)', () => {
  it('redirects nothing yet, not even a protected route without a token', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);

    const response = await app.inject({ url: '/account', headers: html });

    expect(response.statusCode).toBe(200);
    expect(await decideRedirect({ url: '/account', headers: {} } as FastifyRequest)).toBeNull();
    await app.close();
  });

  it('turns a decision into a 307 for page navigations, before the document is built', async () => {
    const config = gatewayConfig({
      redirectPolicy: (request) =>
        request.url.startsWith('/account') ? { location: '/login?referrer=%2Faccount' } : null,
    });
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);

    const redirected = await app.inject({ url: '/account', headers: html });
    expect(redirected.statusCode).toBe(307);
    expect(redirected.headers.location).toBe('/login?referrer=%2Faccount');
    expect(redirected.headers['cache-control']).toBe('no-store');
    expect(redirected.headers['content-security-policy']).toContain("default-src 'self'");

    expect((await app.inject({ url: '/games', headers: html })).statusCode).toBe(200);
    await app.close();
  });

  it('is not consulted for files, the registry or the API', async () => {
    const policy = jest.fn(() => ({ location: '/maintenance' }));
    const config = gatewayConfig({ redirectPolicy: policy });
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);

    expect((await app.inject(`/${SHELL_MAIN_FILE}`)).statusCode).toBe(200);
    expect((await app.inject('/registry.json')).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/health', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(502);
    expect(policy).not.toHaveBeenCalled();
    await app.close();
  });
});
