/**
 * @jest-environment node
 */
import { getDataLayer, track } from './track';

describe('track on the server', () => {
  it('is a no-op without window', () => {
    expect(typeof window).toBe('undefined');
    expect(() => track({ event: 'sign_in', method: 'email' })).not.toThrow();
    expect(getDataLayer()).toBeUndefined();
  });
});
