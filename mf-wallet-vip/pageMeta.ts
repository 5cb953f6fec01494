/**
 * The page meta of mf-wallet-vip's routes, in the portal's languages. Read by the build into
 * routes.json; kept out of the app's JS (see PAGE_META_SOURCE).
 */
import type { LocalizedText, PageMeta } from '@portal/routes';

const page = (title: LocalizedText, description: LocalizedText, index = true): PageMeta => ({
  title: {
    en: `${title.en} · Player Portal`,
    vn: `${title.vn} · Cổng người chơi`,
    // The pages served drawn in Thai and Indonesian too (a server render) name those titles.
    ...(title.th ? { th: `${title.th} · Player Portal` } : {}),
    ...(title.id ? { id: `${title.id} · Player Portal` } : {}),
  },
  description,
  ...(index ? {} : { index: false }),
});

const topUpDescription = {
  en: 'Top up gold for every game of the publisher, with bonus gold and VIP experience.',
  vn: 'Nạp vàng cho mọi trò chơi của nhà phát hành, kèm vàng thưởng và kinh nghiệm VIP.',
};

export default {
  topup: page({ en: 'Top up', vn: 'Nạp vàng' }, topUpDescription),
  topupItem: page({ en: 'Choose a top-up', vn: 'Chọn gói nạp' }, topUpDescription, false),
  paymentKind: page({ en: 'Payment method', vn: 'Phương thức thanh toán' }, topUpDescription, false),
  payment: page({ en: 'Payment', vn: 'Thanh toán' }, topUpDescription, false),
  orderDetail: page(
    { en: 'Order details', vn: 'Chi tiết đơn hàng' },
    { en: 'The state and receipt of your top-up order.', vn: 'Trạng thái và biên nhận của đơn nạp.' },
    false,
  ),
  vip: page(
    { en: 'My VIP', vn: 'VIP của tôi' },
    { en: 'Your VIP level, progress and benefits.', vn: 'Cấp VIP, tiến độ và quyền lợi của bạn.' },
    false,
  ),
  vipDetails: page(
    {
      en: 'VIP levels and benefits',
      vn: 'Cấp VIP và quyền lợi',
      th: 'ระดับ VIP และสิทธิประโยชน์',
      id: 'Level VIP dan keuntungannya',
    },
    {
      en: 'Every VIP level, what it takes to reach it and the benefits it brings.',
      vn: 'Mọi cấp VIP, điều kiện đạt được và quyền lợi đi kèm.',
      th: 'VIP ทุกระดับ สิ่งที่ต้องทำเพื่อไปถึง และสิทธิประโยชน์ที่ได้รับ',
      id: 'Setiap level VIP, syarat untuk mencapainya, dan keuntungan yang didapat.',
    },
  ),
  transfer: page(
    { en: 'Transfer gold', vn: 'Chuyển vàng' },
    { en: 'Move your gold into a game account.', vn: 'Chuyển vàng của bạn vào tài khoản trò chơi.' },
  ),
  transferDetail: page(
    { en: 'Transfer details', vn: 'Chi tiết chuyển vàng' },
    { en: 'The state of one gold transfer.', vn: 'Trạng thái của một lần chuyển vàng.' },
    false,
  ),
  transferWebview: page(
    { en: 'Transfer gold', vn: 'Chuyển vàng' },
    { en: 'Move your gold into this game.', vn: 'Chuyển vàng của bạn vào trò chơi này.' },
    false,
  ),
  transactions: page(
    { en: 'My transactions', vn: 'Giao dịch của tôi' },
    { en: 'Your top-ups and transfers.', vn: 'Các lần nạp và chuyển vàng của bạn.' },
    false,
  ),
  coupons: page(
    { en: 'My coupons', vn: 'Phiếu giảm giá của tôi' },
    { en: 'Your coupons and when they expire.', vn: 'Phiếu giảm giá của bạn và hạn sử dụng.' },
    false,
  ),
  quest: page(
    { en: 'Quests', vn: 'Nhiệm vụ' },
    {
      en: 'Finish quests to earn points and rewards.',
      vn: 'Hoàn thành nhiệm vụ để nhận điểm và phần thưởng.',
    },
  ),
  reward: page(
    { en: 'Rewards', vn: 'Phần thưởng' },
    { en: 'Spend your points on rewards for your games.', vn: 'Dùng điểm để đổi phần thưởng cho trò chơi.' },
  ),
  gachaEvents: page(
    { en: 'Gacha events', vn: 'Sự kiện gacha' },
    { en: 'Your gacha events and what you won.', vn: 'Các sự kiện gacha của bạn và những gì bạn nhận được.' },
    false,
  ),
} satisfies Record<string, PageMeta>;
