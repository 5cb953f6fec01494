/** @jest-environment node */
import { bustedUrl, forgetPendingEntry } from './retryGeneration';

describe('bustedUrl', () => {
  it('leaves a first load alone and adds the generation to a retry', () => {
    const url = 'https://portal.test/remotes/mf-help/abc/mf-manifest.json';
    expect(bustedUrl(url, 0)).toBe(url);
    expect(bustedUrl(url, 2)).toBe(`${url}?portal-retry=2`);
  });
});

describe('forgetPendingEntry', () => {
  it("drops the runtime's pending entry loads of one container only", () => {
    const hung = new Promise<never>(() => undefined);
    const scope = {
      __GLOBAL_LOADING_REMOTE_ENTRY__: {
        'mf_help:https://portal.test/remotes/mf-help/abc/remoteEntry.js': hung,
        'mf_help_widgets:https://portal.test/remotes/x/remoteEntry.js': hung,
        'mf_auth:https://portal.test/remotes/mf-auth/def/remoteEntry.js': hung,
      },
    };
    forgetPendingEntry('mf_help', scope);
    expect(Object.keys(scope.__GLOBAL_LOADING_REMOTE_ENTRY__)).toEqual([
      'mf_help_widgets:https://portal.test/remotes/x/remoteEntry.js',
      'mf_auth:https://portal.test/remotes/mf-auth/def/remoteEntry.js',
    ]);
  });

  it('does nothing before the runtime has loaded anything', () => {
    expect(() => forgetPendingEntry('mf_help', {})).not.toThrow();
  });
});
