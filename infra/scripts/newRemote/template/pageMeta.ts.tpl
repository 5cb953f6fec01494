/**
 * The page meta of every route (title and description per language, link-preview image,
 * indexing), from the landing's own texts in the four languages. The build reads it into
 * routes.json (rendering the image at 1200×630) and keeps it out of the app's JS.
 */
import { gamePageMeta, puzzlePageMeta } from '@portal/campaign/page-meta';
import en from './src/i18n/texts/en';
import id from './src/i18n/texts/id';
import th from './src/i18n/texts/th';
import vn from './src/i18n/texts/vn';

const game = { en, id, th, vn };

export default {
  // Replace src/assets/key-art.svg by the game's real key art (PNG, JPEG or SVG, same name or a new path here).
  // The same file is the landing's hero (src/content/art.ts): the document preloads it.
  official: gamePageMeta(game, { image: 'src/assets/key-art.svg', hero: 'src/assets/key-art.svg' }),
  ...puzzlePageMeta(game),
};
