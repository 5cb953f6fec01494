import {
  DEFAULT_REMOTE_LOAD_TIMEOUT_MS,
  REMOTE_TIMEOUT_META,
  RemoteLoadTimeoutError,
  remoteLoadTimeoutMs,
  withLoadTimeout,
} from './timeout';
import { bustedUrl, nextRetryGeneration, retryGenerations } from './retryGeneration';

describe('remote load timeout', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.useRealTimers();
  });

  it('gives a hung remote a few seconds, configurable by the page', () => {
    expect(remoteLoadTimeoutMs()).toBe(DEFAULT_REMOTE_LOAD_TIMEOUT_MS);
    expect(DEFAULT_REMOTE_LOAD_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    document.head.innerHTML = `<meta name="${REMOTE_TIMEOUT_META}" content="2500">`;
    expect(remoteLoadTimeoutMs()).toBe(2500);
    document.head.innerHTML = `<meta name="${REMOTE_TIMEOUT_META}" content="nonsense">`;
    expect(remoteLoadTimeoutMs()).toBe(DEFAULT_REMOTE_LOAD_TIMEOUT_MS);
  });

  it('fails a load that never answers once the timeout passes', async () => {
    jest.useFakeTimers();
    const hung = new Promise<string>(() => undefined);
    const result = withLoadTimeout(hung, 3000, 'mf-profile');
    jest.advanceTimersByTime(3000);
    await expect(result).rejects.toBeInstanceOf(RemoteLoadTimeoutError);
  });

  it('lets a load that answers in time through', async () => {
    await expect(withLoadTimeout(Promise.resolve('module'), 3000, 'mf-profile')).resolves.toBe('module');
  });
});

describe('Retry cache-busting', () => {
  it('leaves first loads alone (they use the preload) and gives each retry a new URL', () => {
    const manifest = 'https://portal.test/remotes/mf-profile/1.0.0/mf-manifest.json';
    expect(bustedUrl(manifest, 0)).toBe(manifest);
    const first = nextRetryGeneration('mf_profile');
    const second = nextRetryGeneration('mf_profile');
    expect(bustedUrl(manifest, first)).toBe(`${manifest}?portal-retry=1`);
    expect(bustedUrl(manifest, second)).toBe(`${manifest}?portal-retry=2`);
    expect(retryGenerations.get('mf_profile')).toBe(2);
  });
});
