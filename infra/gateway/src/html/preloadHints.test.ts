import { hintsFromManifest, linkHeader, linkTags } from './preloadHints';

const manifest = (metaData: object, exposes: object[] = []) => ({
  id: 'mf_help',
  name: 'mf_help',
  metaData,
  exposes,
});
const appExpose = {
  id: 'mf_help:app',
  name: 'app',
  path: './app',
  assets: {
    js: { sync: ['__federation_expose_app.1a2b3c4d.js'], async: ['lazy.9f9f9f9f.js'] },
    css: { sync: ['app.5e5e5e5e.css'], async: [] },
  },
};

describe('hintsFromManifest', () => {
  it("resolves publicPath 'auto' against the manifest's folder: manifest, remoteEntry, ./app sync JS and CSS", () => {
    const hints = hintsFromManifest(
      '/remotes/mf-help/v1/mf-manifest.json',
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, [
        { ...appExpose, path: './feedback', name: 'feedback' },
        appExpose,
      ]),
    );
    expect(hints).toEqual([
      { href: '/remotes/mf-help/v1/mf-manifest.json', as: 'fetch', crossorigin: true },
      { href: '/remotes/mf-help/v1/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-help/v1/__federation_expose_app.1a2b3c4d.js', as: 'script' },
      { href: '/remotes/mf-help/v1/app.5e5e5e5e.css', as: 'style' },
    ]);
  });

  it('hints the lifecycles the remote provides, after the ./app files', () => {
    const hints = hintsFromManifest('/remotes/mf-help/v1/mf-manifest.json', {
      ...manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, [appExpose]),
      shared: [
        { name: 'react', assets: { js: { sync: ['shared-react.11111111.js'] } } },
        {
          name: '@portal/federation/lifecycles',
          assets: { js: { sync: ['federation-lifecycles.22222222.js'] } },
        },
      ],
    });
    expect(hints.filter((hint) => hint.as === 'script').map((hint) => hint.href)).toEqual([
      '/remotes/mf-help/v1/remoteEntry.js',
      '/remotes/mf-help/v1/__federation_expose_app.1a2b3c4d.js',
      '/remotes/mf-help/v1/federation-lifecycles.22222222.js',
    ]);
  });

  it('keeps absolute URLs for a remote on another origin and honours a remoteEntry sub-folder', () => {
    const hints = hintsFromManifest(
      'https://cdn.example/mf-help/1.2.3/mf-manifest.json',
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '/entry/' } }),
    );
    expect(hints.map((hint) => hint.href)).toEqual([
      'https://cdn.example/mf-help/1.2.3/mf-manifest.json',
      'https://cdn.example/mf-help/1.2.3/entry/remoteEntry.js',
    ]);
  });

  it('uses an explicit publicPath', () => {
    const hints = hintsFromManifest(
      '/remotes/mf-help/v1/mf-manifest.json',
      manifest(
        { publicPath: 'https://static.example/help/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        [appExpose],
      ),
    );
    expect(hints[1]?.href).toBe('https://static.example/help/remoteEntry.js');
    expect(hints[2]?.href).toBe('https://static.example/help/__federation_expose_app.1a2b3c4d.js');
  });

  it('falls back to the manifest hint alone for a manifest it cannot read', () => {
    expect(hintsFromManifest('/m.json', null)).toEqual([{ href: '/m.json', as: 'fetch', crossorigin: true }]);
    expect(
      hintsFromManifest('/m.json', { exposes: 'nope', metaData: { remoteEntry: { name: 42 } } }),
    ).toHaveLength(1);
  });

  it('keeps asset names from breaking out of the Link header or the attribute', () => {
    const hints = hintsFromManifest(
      '/remotes/mf-help/v1/mf-manifest.json',
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } }, [
        {
          ...appExpose,
          assets: { js: { sync: ['a.js>; rel=preload', 'b"onload=x.js'] }, css: { sync: [] } },
        },
      ]),
    );
    expect(hints.map((hint) => hint.href)).toEqual([
      '/remotes/mf-help/v1/mf-manifest.json',
      '/remotes/mf-help/v1/remoteEntry.js',
      '/remotes/mf-help/v1/b%22onload=x.js', // percent-encoded like a browser would; the `;` one is dropped
    ]);
  });
});

describe('rendering hints', () => {
  const hints = [
    { href: '/m.json', as: 'fetch' as const, crossorigin: true },
    { href: '/e.js', as: 'script' as const },
  ];

  it('as a Link header', () => {
    expect(linkHeader(hints)).toBe(
      '</m.json>; rel=preload; as=fetch; crossorigin, </e.js>; rel=preload; as=script',
    );
  });

  it('as link tags', () => {
    expect(linkTags(hints)).toBe(
      '<link rel="preload" as="fetch" href="/m.json" crossorigin><link rel="preload" as="script" href="/e.js">',
    );
  });
});
