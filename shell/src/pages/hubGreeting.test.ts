import { hubGreeting, NEW_PLAYER_SECONDS } from './hubGreeting';

const now = 2_000_000_000;

describe('hub greeting', () => {
  it('welcomes a player whose account is less than a day old, not "welcome back"', () => {
    expect(hubGreeting({ createdAt: now - 60 }, true, now)).toBe('new');
  });
  it('welcomes back a player whose account is older', () => {
    expect(hubGreeting({ createdAt: now - NEW_PLAYER_SECONDS - 1 }, true, now)).toBe('returning');
    expect(hubGreeting({}, true, now)).toBe('returning');
  });
  it('greets a visitor (a webview without a session) as a visitor', () => {
    expect(hubGreeting(null, false, now)).toBe('visitor');
  });
});
