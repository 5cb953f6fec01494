import type { FeaturedCampaignTexts } from './en';

const vn: FeaturedCampaignTexts = {
  pointsName: 'Điểm',
  sectionNav: 'Mục',
  sections: { home: 'Trang chủ', preRegister: 'Đăng ký trước', rewards: 'Phần thưởng' },
  home: {
    tagline: 'Đăng ký trước {{game}} và nhận phần thưởng khi ra mắt.',
    uaTitle: 'Trở thành người đầu tiên trong {{game}}',
    launch: 'Ra mắt {{date}}',
    cta: 'Đăng ký trước ngay',
    gamePage: 'Khám phá {{game}}',
  },
  preRegister: {
    title: 'Đăng ký trước {{game}}',
    intro: 'Nhập email, xác nhận mã chúng tôi gửi và nhận phiếu quà tặng khi ra mắt.',
    mobile: 'Di động',
  },
  rewards: { intro: 'Càng nhiều người đăng ký trước, mọi người càng mở được nhiều phần thưởng khi ra mắt.' },
  none: 'Hiện chưa có trò chơi nào mở đăng ký trước. Hãy quay lại sau.',
  /** The document's title and description (pageMeta.ts): the game is chosen at run time, so none is named. */
  meta: {
    landing: {
      title: 'Trò chơi sắp ra mắt · Đăng ký trước',
      description:
        'Đăng ký trước trò chơi sắp ra mắt của nhà phát hành, theo dõi ngày ra mắt và nhận phần thưởng.',
    },
    preRegister: {
      title: 'Đăng ký trước · Trò chơi sắp ra mắt',
      description: 'Nhập email, xác nhận mã chúng tôi gửi và nhận phiếu quà tặng khi ra mắt.',
    },
  },
  // Named in a legal page's title when no game is: the games' documents, or the campaign site's.
  legal: { back: 'Quay lại', place: { games: 'Trò chơi', site: 'Trang chiến dịch' } },
};

export default vn;
