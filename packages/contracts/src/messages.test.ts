import { messages, PASSWORD_MISMATCH_PREFIX, ssoMessages } from './messages';

describe('message catalogue (001 §5, 000 §5/§8)', () => {
  it('keeps the form catalogue verbatim', () => {
    expect(messages.required).toBe('This field need to be filled');
    expect(messages.mismatch).toBe("doesn't match");
    expect(messages.email).toBe('Please provide a valid email');
    expect(messages.phone).toBe('You need input valid phone number');
    expect(messages.minLength3).toBe('You need 3 characters');
    expect(messages.minLength6).toBe('You need 6 characters');
    expect(messages.maxLength20).toBe('Max 20 characters');
    expect(messages.maxLength500).toBe('Max 500 characters');
    expect(messages.usernameTaken).toBe('This username is unavailable');
  });

  it('keeps the portal error catalogue verbatim, including its spelling', () => {
    expect(messages.invalidAuthCredential).toBe('Username and password provided does not match our records');
    expect(messages.verificationCodeNotMatch).toBe('Please provide a valid code');
    expect(messages.emailIsUsed).toBe('This email is already used');
    expect(messages.verificationCodeSent).toBe('Verification code has been sent. Please check your email');
    expect(messages.confirmMismatch).toBe("Your input doesn't match!");
    expect(messages.agreementRequired).toBe('Please confirm the agreement');
    expect(messages.userIdCopied).toBe('User Id has beed copied!');
    expect(messages.userNotFound).toBe('User Not Found');
  });

  it("builds the password mismatch from 'Your password' and the not-match text", () => {
    expect(messages.passwordMismatch).toBe(`${PASSWORD_MISMATCH_PREFIX} ${messages.mismatch}`);
  });

  it('lists the single sign-on messages', () => {
    expect(ssoMessages.emailCantRetrieve).toBe(
      'We could not retrieve your email address, please enter your email to register.',
    );
    expect(ssoMessages.ssoCancelled).toBe('SSO Cancelled');
    expect(ssoMessages.errorRedirect).toBe('Error Redirect SSO');
  });
});
