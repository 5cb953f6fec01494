import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/** Every route mf-auth owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/login', page: 'login', signedOut: true, meta: pageMeta.login },
  { path: '/register', page: 'register', signedOut: true, meta: pageMeta.register },
  { path: '/forgot-password', page: 'forgotPassword', signedOut: true, meta: pageMeta.forgotPassword },
  { path: '/reset-password', page: 'resetPassword', signedOut: true, meta: pageMeta.resetPassword },
  { path: '/auth/login/social/:type', page: 'socialCallback', meta: pageMeta.socialCallback },
  { path: '/verification/email', page: 'verifyEmail', protected: true, meta: pageMeta.verifyEmail },
  // The sign-in popup a studio page opens (packages/embed-sdk): hands a session back to that page.
  { path: '/embed/sign-in', page: 'embedSignIn', meta: pageMeta.embedSignIn },
]);

/** The most JS (KB brotli, every .js file of the build) a deploy may ship; 181 KB when last set. */
export const jsBudgetKB = 210;
