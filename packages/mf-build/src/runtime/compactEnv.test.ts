/**
 * @jest-environment jsdom
 */
import { isBrowserEnv, isDebugMode } from './compactEnv';

describe("the bundles' federation environment", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('knows it runs in a browser, and never reads local storage for the debug flag', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    localStorage.setItem('FEDERATION_DEBUG', '1');
    expect(isBrowserEnv()).toBe(true);
    expect(isDebugMode()).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
  });
});
