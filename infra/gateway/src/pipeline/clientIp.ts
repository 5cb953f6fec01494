import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { normalizeIp } from '@portal/routes';

/** `loopback` (default of TRUST_PROXY) stands for 127.0.0.0/8 and ::1: a proxy on the same host. */
function peerList(trustProxy: string): BlockList {
  const list = new BlockList();
  for (const entry of trustProxy
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue; // Fastify's own TRUST_PROXY parsing reports bad entries
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * The client IP the maintenance whitelist is checked against. With `hops` proxies in front of the
 * gateway (GATEWAY_PROXY_HOPS), the client is the `hops`-th X-Forwarded-For entry from the right —
 * each proxy appends the address it was reached from — but only when the socket peer is one of
 * TRUST_PROXY: a client talking to the gateway directly cannot pick its IP by sending the header.
 * With 0 hops (the default: the gateway is the edge) it is the socket peer.
 */
export function createClientIp(trustProxy: string, hops: number) {
  const peers = peerList(trustProxy);
  return (request: Pick<FastifyRequest, 'headers' | 'socket'>): string | null => {
    const peer = request.socket.remoteAddress ? normalizeIp(request.socket.remoteAddress) : null;
    if (!peer || hops <= 0 || !peers.check(peer, isIP(peer) === 6 ? 'ipv6' : 'ipv4')) return peer;
    const header = request.headers['x-forwarded-for'];
    const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (chain.length === 0) return peer;
    return normalizeIp(chain[Math.max(0, chain.length - hops)] ?? peer);
  };
}
