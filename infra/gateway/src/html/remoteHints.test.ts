import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteLocation } from '../registry/liveRegistry';
import { RemoteHints } from './remoteHints';

const override: RemoteLocation = {
  app: 'mf-help',
  name: 'mf_help',
  version: '1.2.3',
  manifestUrl: 'https://cdn.example/mf-help/1.2.3/mf-manifest.json',
};
const cdnManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
};

describe('RemoteHints for a remote on another origin', () => {
  it('answers with the manifest hint at once and with the full hints once the manifest arrived', async () => {
    let deliver: (manifest: unknown) => void = () => undefined;
    const fetchManifest = jest.fn((url: string) =>
      // The texts list never arrives here: the manifest's hints must not wait for it.
      url.endsWith('/texts.json')
        ? new Promise<unknown>(() => undefined)
        : new Promise<unknown>((resolve) => (deliver = resolve)),
    );
    const hints = new RemoteHints(undefined, fetchManifest);

    expect(await hints.forRemote(override)).toEqual([
      { href: override.manifestUrl, as: 'fetch', crossorigin: true },
    ]);
    deliver(cdnManifest);
    await new Promise((resolve) => setImmediate(resolve));

    expect((await hints.forRemote(override)).map((hint) => hint.href)).toEqual([
      override.manifestUrl,
      'https://cdn.example/mf-help/1.2.3/remoteEntry.js',
    ]);
    expect(fetchManifest.mock.calls.map(([url]) => url)).toEqual([
      'https://cdn.example/mf-help/1.2.3/texts.json',
      override.manifestUrl,
    ]);
  });

  it("adds the texts of the page's language once the build's texts list arrived", async () => {
    const files: Record<string, unknown> = {
      [override.manifestUrl]: cdnManifest,
      'https://cdn.example/mf-help/1.2.3/texts.json': { en: ['314.f5c1107a.js'], vn: ['965.4cef1753.js'] },
    };
    const hints = new RemoteHints(undefined, (url) => Promise.resolve(files[url]));
    await hints.forRemote(override, 'vn');
    await new Promise((resolve) => setImmediate(resolve));

    expect(await hints.forRemote(override, 'vn')).toEqual([
      { href: override.manifestUrl, as: 'fetch', crossorigin: true },
      { href: 'https://cdn.example/mf-help/1.2.3/remoteEntry.js', as: 'script', crossorigin: true },
      { href: 'https://cdn.example/mf-help/1.2.3/965.4cef1753.js', as: 'script', crossorigin: true },
    ]);
    expect((await hints.forRemote(override, 'en')).at(-1)?.href).toBe(
      'https://cdn.example/mf-help/1.2.3/314.f5c1107a.js',
    );
    // A language the build has no texts for, or no language: the remote's own hints only.
    expect(await hints.forRemote(override, 'th')).toHaveLength(2);
    expect(await hints.forRemote(override)).toHaveLength(2);
  });

  it('reports a manifest it cannot fetch and keeps to the manifest hint', async () => {
    const onError = jest.fn();
    const hints = new RemoteHints(onError, () => Promise.reject(new Error('offline')));

    await hints.forRemote(override);
    await new Promise((resolve) => setImmediate(resolve));

    expect(await hints.forRemote(override, 'en')).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }), override);
  });
});

describe('RemoteHints for a deployed build', () => {
  it('reads the texts list beside the manifest, and does without one for builds that have none', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'remote-hints-'));
    const local = (folder: string): RemoteLocation => ({
      app: 'mf-auth',
      name: 'mf_auth',
      version: folder,
      manifestUrl: `/remotes/mf-auth/${folder}/mf-manifest.json`,
      localDir: path.join(dir, folder),
    });
    try {
      for (const folder of ['v1', 'v2']) {
        await fs.mkdir(path.join(dir, folder));
        await fs.writeFile(path.join(dir, folder, 'mf-manifest.json'), JSON.stringify(cdnManifest));
      }
      await fs.writeFile(path.join(dir, 'v2', 'texts.json'), JSON.stringify({ en: ['314.f5c1107a.js'] }));
      const hints = new RemoteHints();

      expect((await hints.forRemote(local('v2'), 'en')).map((hint) => hint.href)).toEqual([
        '/remotes/mf-auth/v2/mf-manifest.json',
        '/remotes/mf-auth/v2/remoteEntry.js',
        '/remotes/mf-auth/v2/314.f5c1107a.js',
      ]);
      expect((await hints.forRemote(local('v1'), 'en')).map((hint) => hint.href)).toEqual([
        '/remotes/mf-auth/v1/mf-manifest.json',
        '/remotes/mf-auth/v1/remoteEntry.js',
      ]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
