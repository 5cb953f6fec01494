import { BlockList, isIP } from 'node:net';

/** 'loopback' stands for 127.0.0.0/8 and ::1 (a gateway on the same host). */
export const LOOPBACK = 'loopback';

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function buildPeerList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === LOOPBACK) {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Fastify trust function: the socket peer must be one of `trustedProxies`, and at most `hops`
 * proxies are believed, so X-Forwarded-For cannot be spoofed by a direct client.
 * Returns false (trust nobody) when hops is 0.
 */
export function createProxyTrust(hops: number, trustedProxies: readonly string[]) {
  if (hops <= 0) return false;
  const peers = buildPeerList(trustedProxies);
  return (address: string, hop: number): boolean => {
    if (hop >= hops) return false;
    if (hop > 0) return true;
    const ip = unmapped(address);
    return peers.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
  };
}
