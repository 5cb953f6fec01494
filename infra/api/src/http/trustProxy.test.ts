import { createProxyTrust } from './trustProxy';

describe('createProxyTrust', () => {
  it('trusts nobody with 0 hops', () => {
    expect(createProxyTrust(0, ['loopback'])).toBe(false);
  });

  it('trusts the loopback peer and, with 1 hop, nothing beyond it', () => {
    const trust = createProxyTrust(1, ['loopback']);
    if (!trust) throw new Error('expected a trust function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 0)).toBe(false);
    expect(trust('10.0.0.2', 1)).toBe(false);
  });

  it('trusts listed CIDRs and counts further hops', () => {
    const trust = createProxyTrust(2, ['10.0.0.0/8', '2001:db8::1']);
    if (!trust) throw new Error('expected a trust function');
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('2001:db8::1', 0)).toBe(true);
    expect(trust('192.0.2.1', 1)).toBe(true);
    expect(trust('192.0.2.1', 2)).toBe(false);
  });

  it('rejects an entry that is not an address', () => {
    expect(() => createProxyTrust(1, ['gateway.local'])).toThrow(
      'TRUSTED_PROXIES: "gateway.local" is not an IP address or CIDR',
    );
  });
});
