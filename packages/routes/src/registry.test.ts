import * as v from 'valibot';
import { DeployRegistrySchema, parseDocument, PublicRegistrySchema, RoutesManifestSchema } from './registry';
import { registryDocument } from './testing/portalRoutes';

const V1 = '20260101T000000Z-0badc0de';
const V2 = '20260102T000000Z-deadbeef';
const release = {
  routes: [{ path: '/tou', page: 'tou' }],
  overlays: [{ name: 'sheets', expose: './sheets' }],
};

describe('deploy registry schema', () => {
  const valid = {
    schemaVersion: 2,
    remotes: { 'mf-help': { current: V2, history: [V1, V2], releases: { [V1]: release, [V2]: release } } },
  };

  it('reads a registry with the routes of every version', () => {
    expect(parseDocument(DeployRegistrySchema, JSON.stringify(valid), 'registry.json')).toEqual(valid);
  });

  it('defaults a release without overlays to none', () => {
    const doc = {
      ...valid,
      remotes: {
        'mf-help': { ...valid.remotes['mf-help'], releases: { [V1]: { routes: [] }, [V2]: { routes: [] } } },
      },
    };
    expect(v.parse(DeployRegistrySchema, doc).remotes['mf-help']?.releases[V1]?.overlays).toEqual([]);
  });

  it.each([
    ['an unknown schema version', { ...valid, schemaVersion: 3 }, 'schemaVersion'],
    [
      'a current version without its release',
      {
        schemaVersion: 2,
        remotes: { 'mf-help': { current: V2, history: [V1, V2], releases: { [V1]: release } } },
      },
      'current must be in history and have its release',
    ],
    [
      'an invalid route pattern',
      {
        schemaVersion: 2,
        remotes: {
          'mf-help': {
            current: V1,
            history: [V1],
            releases: { [V1]: { routes: [{ path: '/a/*/b', page: 'x' }] } },
          },
        },
      },
      'route "/a/*/b" "*" may only be the last segment',
    ],
    [
      'a remote name that is not one',
      { schemaVersion: 2, remotes: { Help: { current: V1, history: [V1], releases: { [V1]: release } } } },
      'a remote is named mf-',
    ],
    ['the first registry format', { 'mf-help': { current: V1, history: [V1] } }, 'schemaVersion'],
  ])('refuses %s, saying why', (_name, doc, reason) => {
    expect(() => parseDocument(DeployRegistrySchema, JSON.stringify(doc), 'registry.json')).toThrow(reason);
  });

  it('names the file when the text is not JSON', () => {
    expect(() => parseDocument(DeployRegistrySchema, '{"schema', '/deploy/registry.json')).toThrow(
      /^\/deploy\/registry\.json: not JSON/,
    );
  });
});

describe('routes.json a build ships', () => {
  it('holds the remote name, its routes and its overlays', () => {
    const doc = { schemaVersion: 1, app: 'mf-help', ...release };
    expect(v.parse(RoutesManifestSchema, doc)).toEqual(doc);
  });

  it('reads when an overlay is mounted, and refuses a moment the shell does not know', () => {
    const overlay = { name: 'sheets', expose: './sheets', mount: 'on-help' };
    const doc = { schemaVersion: 1, app: 'mf-help', routes: [], overlays: [overlay] };
    expect(v.parse(RoutesManifestSchema, doc).overlays).toEqual([overlay]);
    const unknown = { ...doc, overlays: [{ ...overlay, mount: 'on-scroll' }] };
    expect(v.safeParse(RoutesManifestSchema, unknown).success).toBe(false);
  });

  it('refuses unknown fields in a declaration, so a typo is not silently ignored', () => {
    const doc = { schemaVersion: 1, app: 'mf-help', routes: [{ path: '/tou', page: 'tou', protect: true }] };
    expect(v.safeParse(RoutesManifestSchema, doc).success).toBe(false);
  });
});

describe('public registry schema', () => {
  it('reads what the gateway serves', () => {
    const parsed = v.parse(PublicRegistrySchema, registryDocument);
    expect(parsed.remotes.find((remote) => remote.app === 'mf-help')?.overlays).toEqual([
      { name: 'sheets', expose: './sheets' },
    ]);
  });

  it('reads a registry of a gateway without routes as remotes without routes', () => {
    const parsed = v.parse(PublicRegistrySchema, {
      remotes: [{ app: 'mf-help', name: 'mf_help', version: 'dev', manifest: '/m.json' }],
    });
    expect(parsed.remotes[0]).toMatchObject({ routes: [], overlays: [] });
  });
});
