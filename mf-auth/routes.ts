import { defineRoutes } from '@portal/routes';

/** Every route mf-auth owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/login', page: 'login', signedOut: true },
  { path: '/register', page: 'register', signedOut: true },
  { path: '/forgot-password', page: 'forgotPassword', signedOut: true },
  { path: '/reset-password', page: 'resetPassword', signedOut: true },
  { path: '/auth/login/social/:type', page: 'socialCallback' },
  { path: '/verification/email', page: 'verifyEmail', protected: true },
  // The sign-in popup a studio page opens (packages/embed-sdk): hands a session back to that page.
  { path: '/embed/sign-in', page: 'embedSignIn' },
]);
