import type { FastifyRequest } from 'fastify';
import { createClientIp } from './clientIp';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as Pick<FastifyRequest, 'headers' | 'socket'>;

describe('client IP for the maintenance whitelist', () => {
  it('is the socket peer when the gateway is the edge (0 hops)', () => {
    expect(createClientIp('loopback', 0)(request('::ffff:203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
  });

  it('believes as many X-Forwarded-For entries from the right as there are hops', () => {
    const twoHops = createClientIp('loopback', 2);
    expect(twoHops(request('127.0.0.1', 'spoofed, 198.51.100.4, 10.0.0.2'))).toBe('198.51.100.4');
    expect(twoHops(request('127.0.0.1', '198.51.100.4'))).toBe('198.51.100.4');
    expect(createClientIp('loopback', 1)(request('::1', '198.51.100.4, 10.0.0.2'))).toBe('10.0.0.2');
  });

  it('ignores the header when the socket peer is not a trusted proxy, or sent none', () => {
    expect(createClientIp('10.0.0.0/8', 1)(request('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
    expect(createClientIp('loopback', 1)(request('127.0.0.1'))).toBe('127.0.0.1');
  });
});
