import { defineOverlays, defineRoutes } from '@portal/routes';

/** Every route mf-help owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/tou', page: 'termsOfUse' },
  { path: '/privacy', page: 'privacy' },
  { path: '/embed', page: 'embedChat' },
]);

/** Mounted by the shell on every page: the Help Center and feedback sheets (opened from Need Help). */
export const overlays = defineOverlays([{ name: 'sheets', expose: './sheets' }]);
