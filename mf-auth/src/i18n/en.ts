const en = {
  login: { title: 'Welcome Back!', text: 'Sign in with your email and password or a social account.' },
  register: { title: "Let's register your account", text: 'Create one account for every game we publish.' },
  forgotPassword: { title: 'Forgot password', text: 'We will email you a link to choose a new password.' },
  resetPassword: { title: 'Reset password', text: 'Choose a new password for your account.' },
  social: { title: 'Signing you in', text: 'Finishing sign-in with your social account.' },
  verifyEmail: {
    title: 'Verify your email',
    text: 'Add an email address to your account and confirm it with a code.',
  },
};
export default en;
export type Texts = typeof en;
