/**
 * The page meta of every Crazy Ones route, from the landing's own texts in the four languages.
 * Read by the build into routes.json; kept out of the app's JS (see PAGE_META_SOURCE).
 */
import { gamePageMeta, puzzlePageMeta } from '@portal/campaign/page-meta';
import en from './src/i18n/texts/en';
import id from './src/i18n/texts/id';
import th from './src/i18n/texts/th';
import vn from './src/i18n/texts/vn';

const game = { en, id, th, vn };

/** The link-preview image of the game's pages (rendered at 1200×630 by the build). */
const KEY_ART = 'src/assets/key-art.svg';

export default {
  // The landing's hero is the key art too (src/content/characters.ts imports it with ?responsive=hero).
  official: gamePageMeta(game, { image: KEY_ART, hero: KEY_ART }),
  ...puzzlePageMeta(game),
};
