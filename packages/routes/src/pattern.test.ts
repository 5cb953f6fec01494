import { matchPattern, patternProblem, patternShape, specificity } from './pattern';

describe('matchPattern', () => {
  it('matches literal segments whole, ignoring case and a trailing slash', () => {
    expect(matchPattern('/vip/details', '/vip/details')).toEqual({});
    expect(matchPattern('/vip/details', '/VIP/Details/')).toEqual({});
    expect(matchPattern('/vip', '/vip/details')).toBeNull();
    expect(matchPattern('/vip/details', '/vip')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/', '/hub')).toBeNull();
  });

  it('gives each :param one non-empty, decoded segment', () => {
    expect(matchPattern('/profiles/:slug', '/profiles/player%20one')).toEqual({ slug: 'player one' });
    expect(matchPattern('/event/:gameCode/:eventCode/puzzle', '/event/ash_echoes/summer/puzzle')).toEqual({
      gameCode: 'ash_echoes',
      eventCode: 'summer',
    });
    expect(matchPattern('/profiles/:slug', '/profiles')).toBeNull();
    expect(matchPattern('/profiles/:slug', '/profiles/a/b')).toBeNull();
  });

  it('lets a trailing * match the rest of the path, including nothing', () => {
    expect(matchPattern('/topup/*', '/topup')).toEqual({ '*': '' });
    expect(matchPattern('/topup/*', '/topup/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPattern('/topup/*', '/topupx')).toBeNull();
    expect(matchPattern('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
  });
});

describe('patternProblem', () => {
  it.each([
    ['/games/official/:gameCode', null],
    ['/topup/*', null],
    ['/', null],
    ['games', 'must start with "/"'],
    ['/games/', 'must not end with "/"'],
    ['/games//x', 'has an empty segment'],
    ['/a/*/b', '"*" may only be the last segment'],
    ['/a/:', '":" is not a parameter name'],
    ['/a/:id/:id', 'parameter ":id" appears twice'],
    ['/a b', 'segment "a b" has characters a path cannot hold'],
    ['/a?b', 'segment "a?b" has characters a path cannot hold'],
  ])('%s → %s', (path, problem) => {
    expect(patternProblem(path)).toBe(problem);
  });
});

describe('specificity', () => {
  it('ranks literal over :param over *, and deeper over shallower', () => {
    expect(specificity('/games/official')).toBeGreaterThan(specificity('/games/:gameCode'));
    expect(specificity('/topup/payment/:id')).toBeGreaterThan(specificity('/topup/*'));
    expect(specificity('/topup')).toBeGreaterThan(specificity('/topup/*'));
    expect(specificity('/games/official/ash_echoes')).toBeGreaterThan(specificity('/games/:gameCode'));
  });
});

describe('patternShape', () => {
  it('is equal for patterns that match the same paths', () => {
    expect(patternShape('/Chat/:id')).toBe(patternShape('/chat/:room'));
    expect(patternShape('/chat/:id')).not.toBe(patternShape('/chat/*'));
  });
});
