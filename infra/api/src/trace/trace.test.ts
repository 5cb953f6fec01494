import { AccessTraceSchema, errorCodes } from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { regionFromAcceptLanguage, resolveAccessTrace } from './service';

describe('regionFromAcceptLanguage', () => {
  it.each([
    ['vi', 'VN'],
    ['vi-VN,vi;q=0.9', 'VN'],
    ['en-US,en;q=0.9', 'US'],
    ['en;q=0.5, vi', 'VN'],
    ['en, th;q=0.8', 'TH'],
    ['zh-Hant-TW', 'TW'],
  ])('reads %s as %s', (header, region) => {
    expect(regionFromAcceptLanguage(header)).toBe(region);
  });

  it.each([[undefined], [''], ['en'], ['*'], ['fr;q=0']])('finds no region in %p', (header) => {
    expect(regionFromAcceptLanguage(header)).toBeUndefined();
  });
});

describe('resolveAccessTrace', () => {
  const trusted = { defaultRegion: 'EN', trustEdgeCountry: true };

  it('prefers cf-ipcountry, then x-country-code, then Accept-Language, then the default', () => {
    const all = { 'cf-ipcountry': 'sg', 'x-country-code': 'TH', 'accept-language': 'vi' };
    expect(resolveAccessTrace(all, trusted).regionCode).toBe('SG');
    expect(resolveAccessTrace({ ...all, 'cf-ipcountry': undefined }, trusted).regionCode).toBe('TH');
    expect(resolveAccessTrace({ 'accept-language': 'vi' }, trusted).regionCode).toBe('VN');
    expect(resolveAccessTrace({}, trusted).regionCode).toBe('EN');
  });

  it("skips Cloudflare's unknown (XX) and Tor (T1) countries", () => {
    expect(resolveAccessTrace({ 'cf-ipcountry': 'XX', 'accept-language': 'vi' }, trusted).regionCode).toBe(
      'VN',
    );
    expect(resolveAccessTrace({ 'cf-ipcountry': 'T1' }, trusted).regionCode).toBe('EN');
  });

  it('ignores country headers that did not come through a trusted proxy', () => {
    expect(
      resolveAccessTrace({ 'cf-ipcountry': 'SG' }, { ...trusted, trustEdgeCountry: false }).regionCode,
    ).toBe('EN');
  });
});

describe.each(databaseTargets)('GET /api/public/access-trace on $name', (target) => {
  const api = useTestApi(target, { seed: false });
  const trace = async (headers: Record<string, string>, remoteAddress?: string) =>
    expectSuccess(
      await api.app.inject({ method: 'GET', url: '/api/public/access-trace', headers, remoteAddress }),
      AccessTraceSchema,
    );

  it('answers the default region EN and no webview for a bare request', async () => {
    expect(await trace({})).toEqual({ regionCode: 'EN', isWebview: false });
  });

  it('is a webview when the x-product-code header is present', async () => {
    expect(await trace({ 'x-product-code': 'ash_echoes' })).toEqual({ regionCode: 'EN', isWebview: true });
  });

  it('is a webview with x-webview: 1 and not with x-webview: 0', async () => {
    expect((await trace({ 'x-webview': '1' })).isWebview).toBe(true);
    expect((await trace({ 'x-webview': '0' })).isWebview).toBe(false);
  });

  it('takes the region from the edge country header behind the local gateway', async () => {
    expect((await trace({ 'cf-ipcountry': 'VN', 'accept-language': 'en-US' })).regionCode).toBe('VN');
    expect((await trace({ 'x-country-code': 'id' })).regionCode).toBe('ID');
  });

  it('maps Accept-Language vi to VN', async () => {
    expect((await trace({ 'accept-language': 'vi' })).regionCode).toBe('VN');
  });

  it('ignores a country header sent directly by an untrusted peer', async () => {
    expect((await trace({ 'cf-ipcountry': 'SG' }, '203.0.113.9')).regionCode).toBe('EN');
  });

  it('rejects an x-webview other than 0 or 1, naming the header', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/public/access-trace',
      headers: { 'x-webview': 'yes' },
    });
    const [error] = expectFailure(response, 400, errorCodes.validation);
    expect(error?.field).toBe('x-webview');
    expect(error?.message).toBe(`Invalid header "x-webview": x-webview must be '0' or '1'`);
  });
});

describe.each(databaseTargets)('access trace with DEFAULT_REGION=SG on $name', (target) => {
  const api = useTestApi(target, { seed: false, config: { defaultRegion: 'SG' } });

  it('falls back to the configured region', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/public/access-trace' });
    expect(expectSuccess(response, AccessTraceSchema).regionCode).toBe('SG');
  });
});
