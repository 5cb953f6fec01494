import { defineOverlays, defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/** Every route mf-help owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/tou', page: 'termsOfUse', meta: pageMeta.termsOfUse },
  { path: '/privacy', page: 'privacy', meta: pageMeta.privacy },
  { path: '/embed', page: 'embedChat', meta: pageMeta.embedChat },
]);

/**
 * The Help Center and feedback sheets (opened from Need Help). Mounted once Need Help is first used,
 * or at once for a signed-in player (the guided tour may start by itself): a visitor's pages carry
 * none of mf-help's code until then.
 */
export const overlays = defineOverlays([{ name: 'sheets', expose: './sheets', mount: 'on-help' }]);

/** The most JS (KB brotli, every .js file of the build) a deploy may ship; 183 KB when last set. */
export const jsBudgetKB = 220;
