/**
 * The page meta of mf-help's routes, in the portal's languages. Read by the build into
 * routes.json; kept out of the app's JS (see PAGE_META_SOURCE).
 */
import type { PageMeta } from '@portal/routes';

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
} satisfies Record<string, PageMeta>;
