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
    const fetchManifest = jest.fn(() => new Promise<unknown>((resolve) => (deliver = resolve)));
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
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('reports a manifest it cannot fetch and keeps to the manifest hint', async () => {
    const onError = jest.fn();
    const hints = new RemoteHints(onError, () => Promise.reject(new Error('offline')));

    await hints.forRemote(override);
    await new Promise((resolve) => setImmediate(resolve));

    expect(await hints.forRemote(override)).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }), override);
  });
});
