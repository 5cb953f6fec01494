/**
 * The page meta of mf-help's routes, in the portal's languages (the campaign site's pages in the
 * four campaign languages). Read by the build into routes.json; kept out of the app's JS (see
 * PAGE_META_SOURCE).
 */
import { puzzlePageMeta } from '@portal/campaign/page-meta';
import { localize, type PageMeta } from '@portal/routes';
import legalEn from './src/features/campaign-legal/texts/en';
import legalId from './src/features/campaign-legal/texts/id';
import legalTh from './src/features/campaign-legal/texts/th';
import legalVn from './src/features/campaign-legal/texts/vn';
import featuredEn from './src/features/featured-campaign/texts/en';
import featuredId from './src/features/featured-campaign/texts/id';
import featuredTh from './src/features/featured-campaign/texts/th';
import featuredVn from './src/features/featured-campaign/texts/vn';

const campaignLegal = { en: legalEn, id: legalId, th: legalTh, vn: legalVn };
const featured = { en: featuredEn, id: featuredId, th: featuredTh, vn: featuredVn };

const featuredLanding: PageMeta = {
  title: localize(featured, (t) => t.meta.landing.title),
  description: localize(featured, (t) => t.meta.landing.description),
};
const preRegister: PageMeta = {
  title: localize(featured, (t) => t.meta.preRegister.title),
  description: localize(featured, (t) => t.meta.preRegister.description),
};
const campaignTerms: PageMeta = {
  title: localize(campaignLegal, (t) => t.terms.title),
  description: localize(campaignLegal, (t) => t.terms.subtitle),
};

export default {
  termsOfUse: {
    title: { en: 'Terms of Use · Player Portal', vn: 'Điều khoản sử dụng · Cổng người chơi' },
    description: {
      en: 'The terms that apply when you use the player portal and its services.',
      vn: 'Các điều khoản áp dụng khi bạn sử dụng cổng người chơi và các dịch vụ của nó.',
    },
  },
  privacy: {
    title: { en: 'Privacy Policy · Player Portal', vn: 'Chính sách quyền riêng tư · Cổng người chơi' },
    description: {
      en: 'What the player portal collects about you, why, and the choices you have.',
      vn: 'Cổng người chơi thu thập gì về bạn, vì sao, và các lựa chọn của bạn.',
    },
  },
  embedChat: {
    title: { en: 'Help chat · Player Portal', vn: 'Trò chuyện hỗ trợ · Cổng người chơi' },
    description: {
      en: 'Chat with the player support team.',
      vn: 'Trò chuyện với đội ngũ hỗ trợ người chơi.',
    },
    index: false,
  },
  featuredLanding,
  featuredLandingVietnam: featuredLanding,
  userAcquisition: featuredLanding,
  preRegister,
  preRegisterMobile: { ...preRegister, index: false },
  campaignTerms,
  campaignPrivacy: {
    title: localize(campaignLegal, (t) => t.privacy.title),
    description: localize(campaignLegal, (t) => t.privacy.subtitle),
  },
  // /terms is the campaign site's terms (001 §2), the same document as /games/tnc/terms.
  campaignSiteTerms: campaignTerms,
  // Puzzle pages of a game without an app of its own: titled for the portal.
  ...puzzlePageMeta({
    en: { title: 'Player Portal', tagline: '' },
    id: { title: 'Player Portal', tagline: '' },
    th: { title: 'Player Portal', tagline: '' },
    vn: { title: 'Cổng người chơi', tagline: '' },
  }),
} satisfies Record<string, PageMeta>;
