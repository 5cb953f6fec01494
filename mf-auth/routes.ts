import { defineRoutes } from '@portal/routes';

/** Every route mf-auth owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/login', page: 'login' },
  { path: '/register', page: 'register' },
  { path: '/forgot-password', page: 'forgotPassword' },
  { path: '/reset-password', page: 'resetPassword' },
  { path: '/auth/login/social/:type', page: 'socialCallback' },
  { path: '/verification/email', page: 'verifyEmail', protected: true },
]);
