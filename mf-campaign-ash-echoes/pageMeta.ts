/**
 * The page meta of every Ash Echoes route, from the landing's own texts in the
 * four languages. Read by the build into routes.json; kept out of the app's JS (see PAGE_META_SOURCE).
 */
import { gamePageMeta, puzzlePageMeta } from '@portal/campaign/page-meta';
import en from './src/i18n/texts/en';
import id from './src/i18n/texts/id';
import th from './src/i18n/texts/th';
import vn from './src/i18n/texts/vn';

const game = { en, id, th, vn };

/** The link-preview image of the game's pages (rendered at 1200×630 by the build). */
const KEY_ART = 'src/assets/key-art.svg';

// The landing's hero is the key art too (src/content/artwork.ts imports it with ?responsive=hero).
const landing = gamePageMeta(game, { image: KEY_ART, hero: KEY_ART });
const userAcquisition = gamePageMeta(game, {
  title: (t) => t.home.uaTitle,
  description: (t) => t.home.uaText,
  image: KEY_ART,
  hero: KEY_ART,
});
const preRegister = gamePageMeta(game, {
  title: (t) => t.sections.preRegister,
  description: (t) => t.preRegister.intro,
  image: KEY_ART,
});

export default {
  landing,
  userAcquisition,
  preRegister,
  ...puzzlePageMeta(game),
};
