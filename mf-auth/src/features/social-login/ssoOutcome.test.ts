import { ssoOutcome } from './ssoOutcome';
import { skipRegistrationCallbackType } from './skipRegistrationCallbackType';

describe('single sign-on message table (000 §8)', () => {
  it("sends a message containing 'Email Not Found' to /register with the params after the colon", () => {
    expect(ssoOutcome('Email Not Found:email=new%40example.com&social=google')).toEqual({
      kind: 'register',
      search: '?email=new%40example.com&social=google',
    });
    expect(ssoOutcome('Email Not Found')).toEqual({ kind: 'register', search: '' });
  });

  it("shows 'We could not retrieve your email address…' for EMAIL_CANT_RETRIEVE, on the register form", () => {
    expect(ssoOutcome('EMAIL_CANT_RETRIEVE')).toEqual({
      kind: 'register',
      search: '',
      notice: 'emailCantRetrieve',
    });
  });

  it("sends 'User Not Found' to /register", () => {
    expect(ssoOutcome('User Not Found')).toEqual({ kind: 'register', search: '' });
  });

  it("shows 'SSO Cancelled' for 'Cancelled'", () => {
    expect(ssoOutcome('Cancelled')).toEqual({ kind: 'notice', notice: 'ssoCancelled' });
  });

  it.each(['Code Expired', 'Error SSO', 'something else'])("shows 'Error Redirect SSO' for %s", (message) => {
    expect(ssoOutcome(message)).toEqual({ kind: 'notice', notice: 'errorRedirect' });
  });
});

describe('skipRegistrationCallbackType (000 §7)', () => {
  it.each([
    ['portal.example.com', 3],
    ['play.example.vn', 2],
    ['portal.example.gg', 1],
    ['localhost', 0],
    ['127.0.0.1', 0],
    ['example.com.evil.io', 0],
  ])('is %s → %i', (host, type) => {
    expect(skipRegistrationCallbackType(host)).toBe(type);
  });
});
