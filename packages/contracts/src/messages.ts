/**
 * User-facing texts of spec 000 §5/§8 and the form message catalogue of 001 §5, verbatim.
 * Spelling mistakes are part of the contract ('need to be filled', 'has beed copied').
 */
export const messages = {
  required: 'This field need to be filled',
  mismatch: "doesn't match",
  email: 'Please provide a valid email',
  phone: 'You need input valid phone number',
  minLength3: 'You need 3 characters',
  minLength6: 'You need 6 characters',
  maxLength20: 'Max 20 characters',
  maxLength500: 'Max 500 characters',
  usernameTaken: 'This username is unavailable',
  confirmMismatch: "Your input doesn't match!",
  passwordMismatch: "Your password doesn't match",
  agreementRequired: 'Please confirm the agreement',
  invalidAuthCredential: 'Username and password provided does not match our records',
  verificationCodeNotMatch: 'Please provide a valid code',
  emailIsUsed: 'This email is already used',
  verificationCodeSent: 'Verification code has been sent. Please check your email',
  verificationCodeSentHelp: "We've sent the verification code. Please check your email.",
  verificationCodeHelp: 'Click "Send" to get verification code on your email.',
  userIdCopied: 'User Id has beed copied!',
  userNotFound: 'User Not Found',
  completeProfile: 'Please Complete your Data Profile!',
} as const;

/** The confirm-password message is 'Your password' followed by the not-match text (000 §5). */
export const PASSWORD_MISMATCH_PREFIX = 'Your password';

/** Single sign-on messages of 000 §8: the values the SSO channel carries and what the portal shows. */
export const ssoMessages = {
  emailNotFound: 'Email Not Found',
  emailCantRetrieve: 'We could not retrieve your email address, please enter your email to register.',
  userNotFound: 'User Not Found',
  cancelled: 'Cancelled',
  ssoCancelled: 'SSO Cancelled',
  errorRedirect: 'Error Redirect SSO',
  codeExpired: 'Code Expired',
  errorSso: 'Error SSO',
} as const;

export type MessageKey = keyof typeof messages;
