import { createSessionCache } from './sessionCache';

const session = { userId: 7, sessionId: 70 };
const farFuture = new Date(Date.now() + 3600_000);

describe('session cache', () => {
  it('answers a token it saw for its lifetime, then asks again', () => {
    let now = 1_000;
    const cache = createSessionCache(2000, () => now);
    cache.remember('hash-a', session, farFuture);
    expect(cache.get('hash-a')).toEqual(session);
    now += 1999;
    expect(cache.get('hash-a')).toEqual(session);
    now += 1;
    expect(cache.get('hash-a')).toBeNull();
  });

  it('never keeps a session past its own expiry', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const cache = createSessionCache(5000, () => now);
    cache.remember('hash-a', session, new Date(now + 1000));
    now += 1000;
    expect(cache.get('hash-a')).toBeNull();
  });

  it('keeps nothing when its lifetime is 0', () => {
    const cache = createSessionCache(0);
    cache.remember('hash-a', session, farFuture);
    expect(cache.enabled).toBe(false);
    expect(cache.get('hash-a')).toBeNull();
  });

  it('forgets one session, every session of a player, or everything', () => {
    const cache = createSessionCache(2000);
    cache.remember('a', { userId: 1, sessionId: 10 }, farFuture);
    cache.remember('b', { userId: 1, sessionId: 11 }, farFuture);
    cache.remember('c', { userId: 2, sessionId: 20 }, farFuture);
    cache.forgetSession(10);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).not.toBeNull();
    cache.forgetUser(1);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
    cache.forgetAll();
    expect(cache.get('c')).toBeNull();
  });
});
