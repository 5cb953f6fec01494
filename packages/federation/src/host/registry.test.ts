/** @jest-environment node */
import { fetchRegistry } from './registry';

const respond = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('fetchRegistry', () => {
  it('returns the remotes of a valid registry with the routes and overlays of each', async () => {
    const registry = {
      schemaVersion: 2,
      remotes: [
        {
          app: 'mf-help',
          name: 'mf_help',
          version: 'v2',
          manifest: '/remotes/mf-help/v2/mf-manifest.json',
          routes: [{ path: '/tou', page: 'termsOfUse' }],
          overlays: [{ name: 'sheets', expose: './sheets' }],
        },
      ],
    };
    await expect(fetchRegistry('/registry.json', respond(registry))).resolves.toEqual(registry);
  });

  it('reads a remote listed without routes as one that routes nothing', async () => {
    const registry = {
      remotes: [{ app: 'mf-help', name: 'mf_help', version: 'v2', manifest: '/m.json' }],
    };
    await expect(fetchRegistry('/registry.json', respond(registry))).resolves.toEqual({
      remotes: [{ ...registry.remotes[0], routes: [], overlays: [] }],
    });
  });

  it('rejects a container name that is not a JS identifier', async () => {
    const registry = { remotes: [{ app: 'mf-help', name: 'mf-help', version: 'v2', manifest: '/x.json' }] };
    await expect(fetchRegistry('/registry.json', respond(registry))).rejects.toThrow(
      'container name must be a JS identifier',
    );
  });

  it('fails with the HTTP status when the registry is unavailable', async () => {
    await expect(fetchRegistry('/registry.json', respond({}, 503))).rejects.toThrow(
      'registry answered HTTP 503',
    );
  });
});
