/**
 * English texts of mf-auth. The spec's catalogue messages ('This field need to be filled', error
 * codes, SSO messages) live in `@portal/contracts` and `common` (@portal/i18n), not here.
 */
const en = {
  modal: {
    loginTitle: 'Welcome Back!',
    registerTitle: "Let's register your account",
    loginLead: 'Sign in with your email and password, or with a social account.',
    registerLead: 'One account for every game we publish.',
    termsOfUse: 'Terms of Use',
    or: 'or continue with',
    close: 'Close',
  },
  fields: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'At least 6 characters',
    confirmPassword: 'Confirm password',
    confirmPasswordPlaceholder: 'Type your password again',
    vcode: 'Verification code',
    vcodePlaceholder: '6-digit code',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  login: {
    submit: 'Login Now',
    forgotPassword: 'Forgot password',
    noAccount: "Don't have an account?",
    registerNow: 'Register Now',
  },
  register: {
    submit: 'Register Now',
    agreementPrefix: 'I agree to the',
    terms: 'Terms of Use',
    and: 'and the',
    eula: 'EULA',
    passwordChanged: 'Your password changed after the code was sent. Please send a new code.',
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  social: {
    continueWith: 'Continue with {{provider}}',
    providers: { discord: 'Discord', google: 'Google', facebook: 'Facebook', tiktok: 'TikTok' },
    tapToContinue: 'Tap anywhere to continue to {{provider}}',
    waiting: 'Finish signing in with {{provider}} in the window that opened.',
    callbackTitle: 'Signing you in',
    callbackWorking: 'Finishing sign-in with your {{provider}} account…',
    callbackDone: 'You are signed in. You can close this window.',
    backToLogin: 'Back to login',
  },
  forgotPassword: {
    title: 'Forgot password',
    lead: "Enter the email of your account and we'll send you a link to choose a new password.",
    submit: 'Send reset link',
    sentTitle: 'Check your email',
    sent: 'If an account exists for {{email}}, we have sent it a link to reset the password. The link works once and expires in {{minutes}} minutes.',
    backToLogin: 'Back to login',
  },
  resetPassword: {
    title: 'Reset password',
    lead: 'Choose a new password for your account. Every device signed in to it will be signed out.',
    newPassword: 'New password',
    submit: 'Save new password',
    doneTitle: 'Password changed',
    done: 'Your password for {{email}} has been changed. Please log in with your new password.',
    loginNow: 'Login Now',
    invalid: 'This reset link is invalid or has expired. Please ask for a new one.',
    askAgain: 'Ask for a new link',
  },
  verifyEmail: {
    title: 'Verify your email',
    lead: 'Add an email address to your account and confirm it with the code we send there.',
    submit: 'Verify email',
    verifiedTitle: 'Email verified',
    verified: '{{email}} is the verified email of your account.',
    continue: 'Continue',
    loading: 'Loading your account…',
  },
  errors: {
    codeExpired: 'This code has expired. Please ask for a new one.',
    rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
    ssoNotConfigured: 'This sign-in option is not available right now.',
  },
};
export default en;
export type Texts = typeof en;
