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
  // Puzzle events of any game with a campaign but no app of its own (a campaign app's routes for
  // its game are more specific and win): the kit's puzzle pages for the game in the path.
  { path: '/anniversary/:gameCode/puzzle', page: 'puzzle', protected: true, meta: pageMeta.puzzle },
  {
    path: '/anniversary/:gameCode/puzzle/history',
    page: 'puzzleHistory',
    protected: true,
    meta: pageMeta.puzzleHistory,
  },
  {
    path: '/event/:gameCode/:eventCode/puzzle',
    page: 'eventPuzzle',
    protected: true,
    meta: pageMeta.eventPuzzle,
  },
  {
    path: '/event/:gameCode/:eventCode/puzzle/history',
    page: 'eventPuzzleHistory',
    protected: true,
    meta: pageMeta.eventPuzzleHistory,
  },
]);

/**
 * The Help Center and feedback sheets (opened from Need Help). Mounted once Need Help is first used:
 * a page carries none of mf-help's code until then.
 */
export const overlays = defineOverlays([{ name: 'sheets', expose: './sheets', mount: 'on-help' }]);

/**
 * The most JS (KB brotli, every .js file of the build) a deploy may ship; 234 KB when last set, the
 * campaign pages' chunks (the kit's flow and landing, loaded only on those routes) included. 265.6
 * measured once the shared packages' fallback copies took the runtime password rule and the
 * bound-gold and VIP rules. 270.6 once the featured-campaign and puzzle pages read the game's
 * content in the page's language from the game's own catalogue. About 4.7 KB more once the campaign
 * kit's calls other than the landing's became a chunk of their own: the kit's modules these pages
 * share fell under the 30 KB a split chunk needs, so each page's chunk holds its copy (no page
 * loads more than before): 277.
 */
export const jsBudgetKB = 277;
