import { bustedUrl, forgetPendingEntry } from './retryGeneration';

const BASE = 'https://portal.test/remotes/mf-help/abc/';

describe('bustedUrl', () => {
  it('leaves a first load alone and adds the generation to a retry', () => {
    const url = `${BASE}mf-manifest.json`;
    expect(bustedUrl(url, 0)).toBe(url);
    expect(bustedUrl(url, 2)).toBe(`${url}?portal-retry=2`);
  });
});

describe('forgetPendingEntry', () => {
  afterEach(() => document.head.replaceChildren());

  it("drops the runtime's pending entry loads of one container only", () => {
    const hung = new Promise<never>(() => undefined);
    const scope = {
      __GLOBAL_LOADING_REMOTE_ENTRY__: {
        [`mf_help:${BASE}remoteEntry.js`]: hung,
        'mf_help_widgets:https://portal.test/remotes/x/remoteEntry.js': hung,
        'mf_auth:https://portal.test/remotes/mf-auth/def/remoteEntry.js': hung,
      },
    };
    forgetPendingEntry('mf_help', BASE, scope);
    expect(Object.keys(scope.__GLOBAL_LOADING_REMOTE_ENTRY__)).toEqual([
      'mf_help_widgets:https://portal.test/remotes/x/remoteEntry.js',
      'mf_auth:https://portal.test/remotes/mf-auth/def/remoteEntry.js',
    ]);
  });

  it("removes the remote's scripts still loading, which the runtime would reuse, and no other", () => {
    for (const src of [`${BASE}remoteEntry.js`, 'https://portal.test/remotes/mf-auth/def/remoteEntry.js']) {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }
    forgetPendingEntry('mf_help', BASE, {});
    expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([
      'https://portal.test/remotes/mf-auth/def/remoteEntry.js',
    ]);
  });

  it('does nothing before the runtime has loaded anything', () => {
    expect(() => forgetPendingEntry('mf_help', BASE, {})).not.toThrow();
  });
});
