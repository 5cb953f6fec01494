import { readCliOptions } from './options';

class Usage extends Error {}
const usage = (message: string) => new Usage(message);

describe('admin CLI options (util.parseArgs)', () => {
  it('collects every value of a repeated option, in order, and the positional words when allowed', () => {
    const { options, positional } = readCliOptions(
      ['player@x', '--reason', 'refund', 'gold', '--reason=again'],
      ['--reason'],
      usage,
      { positionals: true },
    );
    expect(options.get('--reason')).toEqual(['refund', 'again']);
    expect(positional).toEqual(['player@x', 'gold']);
  });

  it.each([
    [['--force', 'x'], 'Unknown option: --force'],
    [['--reason'], '--reason needs a value'],
    [['--reason', '--limit', '3'], '--reason needs a value'],
    [['stray'], 'Unexpected argument: stray'],
  ])('refuses %j with "%s"', (args, message) => {
    expect(() => readCliOptions(args, ['--reason', '--limit'], usage)).toThrow(new Usage(message));
  });
});
