import { resolveWebview } from './webview';

describe('resolveWebview', () => {
  it('is off with nothing to go on', () => {
    expect(resolveWebview({})).toEqual({ isWebview: false, productCode: null, leave: false });
  });

  it('takes the product code from the query, then the header, then the cookie', () => {
    expect(
      resolveWebview({ query: 'ash_echoes', productCodeHeader: 'crazy_ones', cookie: 'x' }).productCode,
    ).toBe('ash_echoes');
    expect(resolveWebview({ productCodeHeader: 'crazy_ones', cookie: 'x' }).productCode).toBe('crazy_ones');
    expect(resolveWebview({ cookie: 'ash_echoes' })).toEqual({
      isWebview: true,
      productCode: 'ash_echoes',
      leave: false,
    });
  });

  it('is a webview without product code for x-webview: 1 or the access trace', () => {
    expect(resolveWebview({ webviewHeader: '1' })).toEqual({
      isWebview: true,
      productCode: null,
      leave: false,
    });
    expect(resolveWebview({ accessTrace: true }).isWebview).toBe(true);
    expect(resolveWebview({ webviewHeader: '0' }).isWebview).toBe(false);
  });

  it('leaves webview mode with ?webview=0, whatever the cookie says', () => {
    expect(resolveWebview({ query: '0', cookie: 'ash_echoes' })).toEqual({
      isWebview: false,
      productCode: null,
      leave: true,
    });
  });

  it('ignores a product code that is not one', () => {
    expect(resolveWebview({ query: '<script>', cookie: 'ash_echoes' }).productCode).toBe('ash_echoes');
  });
});
