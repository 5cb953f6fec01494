/**
 * The page meta of every Ash Echoes route, from the landing's and legal pages' own texts in the
 * four languages. Read by the build into routes.json; kept out of the app's JS (see PAGE_META_SOURCE).
 */
import { gamePageMeta, puzzlePageMeta } from '@portal/campaign/page-meta';
import legalEn from './src/i18n/legal/en';
import legalId from './src/i18n/legal/id';
import legalTh from './src/i18n/legal/th';
import legalVn from './src/i18n/legal/vn';
import en from './src/i18n/texts/en';
import id from './src/i18n/texts/id';
import th from './src/i18n/texts/th';
import vn from './src/i18n/texts/vn';

const game = {
  en: { ...en, legal: legalEn },
  id: { ...id, legal: legalId },
  th: { ...th, legal: legalTh },
  vn: { ...vn, legal: legalVn },
};

/** The link-preview image of the game's pages (rendered at 1200×630 by the build). */
const KEY_ART = 'src/assets/key-art.svg';

const landing = gamePageMeta(game, { image: KEY_ART });
const userAcquisition = gamePageMeta(game, {
  title: (t) => t.home.uaTitle,
  description: (t) => t.home.uaText,
  image: KEY_ART,
});
const preRegister = gamePageMeta(game, {
  title: (t) => t.sections.preRegister,
  description: (t) => t.preRegister.intro,
  image: KEY_ART,
});

export default {
  landing,
  landingVietnam: landing,
  userAcquisition,
  preRegister,
  preRegisterMobile: { ...preRegister, index: false },
  terms: gamePageMeta(game, {
    title: (t) => t.legal.terms.title,
    description: (t) => t.legal.terms.subtitle,
  }),
  privacy: gamePageMeta(game, {
    title: (t) => t.legal.privacy.title,
    description: (t) => t.legal.privacy.subtitle,
  }),
  eula: gamePageMeta(game, { title: (t) => t.legal.eula.title, description: (t) => t.legal.eula.subtitle }),
  ...puzzlePageMeta(game),
};
