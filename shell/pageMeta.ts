/**
 * The page meta of the shell's routes, in the portal's languages. Read by the build into
 * routes.json; kept out of the shell's JS (see PAGE_META_SOURCE). The image of `/` is the portal's
 * link preview, used by every page that has none of its own.
 */
import type { PageMeta } from '@portal/routes';

const PORTAL_PREVIEW = 'src/document/preview.svg';

export default {
  home: {
    // In the four languages the home is drawn in: the document's `lang` follows the page's.
    title: {
      en: 'Player Portal · Games, top-ups and rewards',
      vn: 'Cổng người chơi · Trò chơi, nạp và phần thưởng',
      th: 'Player Portal · เกม การเติมเงิน และรางวัล',
      id: 'Player Portal · Game, top-up, dan hadiah',
    },
    description: {
      en: 'One account for every game of the publisher: top up gold, climb VIP levels, join campaigns and meet friends.',
      vn: 'Một tài khoản cho mọi trò chơi của nhà phát hành: nạp vàng, lên cấp VIP, tham gia sự kiện và kết bạn.',
      th: 'บัญชีเดียวสำหรับทุกเกมของผู้จัดจำหน่าย: เติมทอง ไต่ระดับ VIP ร่วมแคมเปญ และพบปะเพื่อน',
      id: 'Satu akun untuk semua game penerbit: isi ulang gold, naik level VIP, ikuti kampanye, dan temui teman.',
    },
    image: PORTAL_PREVIEW,
  },
  hub: {
    title: { en: 'Your hub · Player Portal', vn: 'Trang của bạn · Cổng người chơi' },
    description: {
      en: 'Your games, gold, VIP progress and friends in one place.',
      vn: 'Trò chơi, vàng, tiến độ VIP và bạn bè của bạn ở cùng một nơi.',
    },
    image: PORTAL_PREVIEW,
    index: false,
  },
  games: {
    title: { en: 'Games · Player Portal', vn: 'Trò chơi · Cổng người chơi' },
    description: {
      en: 'Every game of the publisher, with the campaigns you can join before launch.',
      vn: 'Mọi trò chơi của nhà phát hành, cùng các sự kiện bạn có thể tham gia trước khi ra mắt.',
    },
    image: PORTAL_PREVIEW,
  },
  gameDetail: {
    title: { en: 'Game · Player Portal', vn: 'Trò chơi · Cổng người chơi' },
    description: {
      en: 'The game, its campaign and its launch date.',
      vn: 'Trò chơi, sự kiện và ngày ra mắt của nó.',
    },
    image: PORTAL_PREVIEW,
  },
  playTesting: {
    title: { en: 'Play testing · Player Portal', vn: 'Chơi thử · Cổng người chơi' },
    description: {
      en: 'Try upcoming games before anyone else and tell the studios what you think.',
      vn: 'Chơi thử các trò chơi sắp ra mắt trước mọi người và góp ý cho nhà phát triển.',
    },
    image: PORTAL_PREVIEW,
  },
} satisfies Record<string, PageMeta>;
