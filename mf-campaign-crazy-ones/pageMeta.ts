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

export default {
  official: gamePageMeta(game, { image: 'src/assets/key-art.svg' }),
  ...puzzlePageMeta(game),
};
