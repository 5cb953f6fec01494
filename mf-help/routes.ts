import { defineOverlays, defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/** Every route mf-help owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/tou', page: 'termsOfUse', meta: pageMeta.termsOfUse },
  { path: '/privacy', page: 'privacy', meta: pageMeta.privacy },
  { path: '/embed', page: 'embedChat', meta: pageMeta.embedChat },
  // The publisher's campaign pages (001 §2): the game is the campaign the operator features.
  { path: '/vn', page: 'featuredLandingVietnam', meta: pageMeta.featuredLandingVietnam },
  { path: '/ua', page: 'userAcquisition', meta: pageMeta.userAcquisition },
  { path: '/pre-register', page: 'preRegister', meta: pageMeta.preRegister },
  { path: '/pre-register/mobile', page: 'preRegisterMobile', meta: pageMeta.preRegisterMobile },
  // The campaign site's legal documents, shared by every campaign (?game= titles them for one).
  { path: '/games/tnc/terms', page: 'campaignTerms', menuKey: 'games', meta: pageMeta.campaignTerms },
  { path: '/games/tnc/privacy', page: 'campaignPrivacy', menuKey: 'games', meta: pageMeta.campaignPrivacy },
  { path: '/terms', page: 'campaignSiteTerms', meta: pageMeta.campaignSiteTerms },
]);

/**
 * The Help Center and feedback sheets (opened from Need Help). Mounted once Need Help is first used,
 * or at once for a signed-in player (the guided tour may start by itself): a visitor's pages carry
 * none of mf-help's code until then.
 */
export const overlays = defineOverlays([{ name: 'sheets', expose: './sheets', mount: 'on-help' }]);

/**
 * The most JS (KB brotli, every .js file of the build) a deploy may ship; 234 KB when last set, the
 * campaign pages' chunks (the kit's flow and landing, loaded only on those routes) included.
 */
export const jsBudgetKB = 265;
