import pino from 'pino';
import { lazyRequestLogger } from './logging';

function logTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { parent, lines };
}

describe("a request's logger", () => {
  it('writes the lines at or above its level, each with the request id bound', () => {
    const { parent, lines } = logTo('warn');
    const log = lazyRequestLogger(parent, { reqId: 'req-12345678' });

    log.info('incoming request');
    log.warn({ upstream: 'http://api' }, 'API unreachable');
    log.error('request failed');

    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['API unreachable', 'req-12345678'],
      ['request failed', 'req-12345678'],
    ]);
    expect(lines[0]).toMatchObject({ upstream: 'http://api' });
  });

  it("follows a route's own level over the parent's", () => {
    const { parent, lines } = logTo('info');
    const log = lazyRequestLogger(parent, { reqId: 'req-12345678' }, { level: 'error' });

    log.info('incoming request');
    log.warn('slow');
    log.error('request failed');

    expect(lines.map((line) => line.msg)).toEqual(['request failed']);
    expect(log.level).toBe('error');
  });

  it('writes nothing when silent, and hands children the request id', () => {
    const { parent, lines } = logTo('silent');
    lazyRequestLogger(parent, { reqId: 'quiet-12345678' }).fatal('never shown');
    expect(lines).toEqual([]);

    const loud = logTo('trace');
    lazyRequestLogger(loud.parent, { reqId: 'req-12345678' }).child({ part: 'proxy' }).trace('detail');
    expect(loud.lines).toEqual([
      expect.objectContaining({ msg: 'detail', reqId: 'req-12345678', part: 'proxy' }),
    ]);
  });
});
