import { ipMatches, isBlockedByMaintenance, normalizeIp } from './maintenance';

describe('maintenance whitelist', () => {
  it('matches exact addresses, IPv4-mapped IPv6 and case-insensitive IPv6', () => {
    expect(ipMatches('1.2.3.4', '1.2.3.4')).toBe(true);
    expect(ipMatches('1.2.3.4', '::ffff:1.2.3.4')).toBe(true);
    expect(ipMatches(' 2001:DB8::1 ', '2001:db8::1')).toBe(true);
    expect(ipMatches('1.2.3.4', '1.2.3.40')).toBe(false);
  });

  it('matches IPv4 CIDR blocks', () => {
    expect(ipMatches('10.0.0.0/8', '10.20.30.40')).toBe(true);
    expect(ipMatches('192.168.1.0/24', '192.168.2.1')).toBe(false);
    expect(ipMatches('0.0.0.0/0', '8.8.8.8')).toBe(true);
    expect(ipMatches('10.0.0.0/33', '10.0.0.1')).toBe(false);
    expect(ipMatches('10.0.0.0/8', '2001:db8::1')).toBe(false);
  });

  it('normalises brackets and zones', () => {
    expect(normalizeIp('[fe80::1%eth0]')).toBe('fe80::1');
  });

  it('blocks only when active, the IP is known and not whitelisted', () => {
    const setting = { isActive: true, ipWhitelist: ['1.2.3.4'] };
    expect(isBlockedByMaintenance(setting, '5.6.7.8')).toBe(true);
    expect(isBlockedByMaintenance(setting, '1.2.3.4')).toBe(false);
    expect(isBlockedByMaintenance(setting, null)).toBe(false);
    expect(isBlockedByMaintenance(setting, ' ')).toBe(false);
    expect(isBlockedByMaintenance({ isActive: false, ipWhitelist: [] }, '5.6.7.8')).toBe(false);
    expect(isBlockedByMaintenance(null, '5.6.7.8')).toBe(false);
  });
});
