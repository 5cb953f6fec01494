import type { MaintenanceStatus } from '@portal/contracts';
import { UpstreamPool } from '../proxy/upstreamPool';
import { createMaintenanceSource } from './maintenanceSource';

const answer = (isActive: boolean): MaintenanceStatus => ({
  setting: { isActive, ipWhitelist: [] },
  pageUrl: 'https://status.example',
  clientIp: '127.0.0.1',
});

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('createMaintenanceSource', () => {
  it('reuses an answer for the cache period, then asks again', async () => {
    let clock = 0;
    let active = false;
    const fetch = jest.fn(async () => jsonResponse({ success: true, data: answer(active) }));
    const source = createMaintenanceSource({
      apiUrl: 'http://api.test',
      fetch,
      now: () => clock,
      cacheMs: 5000,
    });

    expect((await source.read())?.setting.isActive).toBe(false);
    active = true;
    clock = 4999;
    expect((await source.read())?.setting.isActive).toBe(false);
    clock = 5000;
    expect((await source.read())?.setting.isActive).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('http://api.test/api/public/maintenance', expect.anything());
  });

  it('asks the replicas in turn, and another one when the one asked fails', async () => {
    const asked: string[] = [];
    const fetch = jest.fn(async (url: string | URL | Request) => {
      asked.push(new URL(String(url)).host);
      if (String(url).startsWith('http://down.test')) throw new TypeError('fetch failed');
      return jsonResponse({ success: true, data: answer(true) });
    });
    let clock = 0;
    const onError = jest.fn();
    const upstreams = new UpstreamPool({ urls: ['http://down.test', 'http://up.test'] });
    const source = createMaintenanceSource({
      apiUrl: 'http://down.test',
      upstreams,
      fetch,
      now: () => clock,
      onError,
    });

    expect((await source.read())?.setting.isActive).toBe(true);
    expect(asked).toEqual(['down.test', 'up.test']);
    // Once the pool's health probes took it out of rotation, the failed replica is not asked at all.
    upstreams.markDown('http://down.test', 'health probe failed');
    clock = 10_000;
    expect((await source.read())?.setting.isActive).toBe(true);
    expect(asked).toEqual(['down.test', 'up.test', 'up.test']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shares one request between concurrent readers', async () => {
    const fetch = jest.fn(async () => jsonResponse({ success: true, data: answer(true) }));
    const source = createMaintenanceSource({ apiUrl: 'http://api.test', fetch });
    await Promise.all([source.read(), source.read(), source.read()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good answer when the API fails, and reports the failure', async () => {
    let clock = 0;
    const onError = jest.fn();
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(jsonResponse({ success: true, data: answer(true) }))
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockResolvedValueOnce(
        jsonResponse({ success: false, errors: [{ code: 'INTERNAL_ERROR', message: 'x' }] }),
      );
    const source = createMaintenanceSource({ apiUrl: 'http://api.test', fetch, now: () => clock, onError });

    expect((await source.read())?.setting.isActive).toBe(true);
    clock = 10_000;
    expect((await source.read())?.setting.isActive).toBe(true);
    clock = 20_000;
    expect((await source.read())?.setting.isActive).toBe(true);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('answers null before any good answer', async () => {
    const source = createMaintenanceSource({
      apiUrl: 'http://api.test',
      fetch: async () => jsonResponse({ nope: true }),
      onError: () => undefined,
    });
    expect(await source.read()).toBeNull();
  });
});
