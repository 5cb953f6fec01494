import type { Texts } from './en';

const vn: Texts = {
  title: 'Ash Echoes',
  tagline: 'Mỗi tiếng vọng đều ghi nhớ. Tập hợp các Echomancer trước khi tro tàn lắng xuống.',
  /** The campaign's points, as the kit's widgets name them. */
  pointsName: 'Điểm AE',
  sectionNav: 'Mục',
  sections: {
    home: 'Trang chủ',
    gameplay: 'Lối chơi',
    worlds: 'Thế giới',
    factions: 'Phe phái',
    echomancers: 'Echomancer',
    features: 'Tính năng',
    community: 'Cộng đồng',
    milestone: 'Cột mốc',
    wiki: 'Wiki',
    preRegister: 'Đăng ký trước',
    benefit: 'Quyền lợi',
    activity: 'Hoạt động',
    official: 'Chính thức',
  },
  home: {
    cta: 'Đăng ký trước ngay',
    launch: 'Ra mắt {{date}}',
    uaTitle: 'Ash Echoes sắp có trên điện thoại của bạn',
    uaText: 'Đăng ký trước hôm nay: phiếu quà chào mừng, Điểm AE và rút thăm điện thoại cao cấp.',
  },
  gameplay: {
    intro:
      'Game nhập vai hành động thời gian thực, nơi mỗi kỹ năng để lại một tiếng vọng cho chiêu tiếp theo.',
    items: {
      combat: {
        title: 'Chiến đấu tiếng vọng',
        text: 'Nối kỹ năng giữa đội ba người: tiếng vọng của người này tiếp sức cho người kế.',
      },
      exploration: {
        title: 'Khám phá tự do',
        text: 'Lướt qua các đảo trời vỡ vụn và thành phố ngập nước để tìm mảnh ký ức.',
      },
      coop: { title: 'Đột kích cùng bạn', text: 'Cùng tối đa ba người bạn đánh trùm thế giới mỗi tuần.' },
    },
  },
  worlds: {
    intro: 'Ba thế giới sống sót sau Trận Mưa Tro. Mỗi nơi nhớ về nó theo cách riêng.',
    items: {
      skyreach: {
        name: 'Skyreach',
        text: 'Những kho lưu trữ bay lơ lửng, nơi các học giả cuối cùng canh giữ Echo Codex.',
      },
      emberfall: {
        name: 'Emberfall',
        text: 'Thành phố lò rèn chưa từng nguội, do thợ rèn của Cinder Pact cai quản.',
      },
      hollowmere: { name: 'Hollowmere', text: 'Những khu rừng chìm nơi quá khứ thì thầm qua làn nước.' },
    },
  },
  factions: {
    intro: 'Chọn người bạn tin. Phe phái định hình câu chuyện và phần thưởng của bạn.',
    items: {
      codex: {
        name: 'Người giữ Codex',
        text: 'Các học giả tin rằng mọi tiếng vọng phải được ghi lại, không bao giờ thay đổi.',
      },
      cinder: { name: 'Cinder Pact', text: 'Thợ rèn và binh sĩ rèn tiếng vọng thành vũ khí.' },
      tide: { name: 'Tidebound', text: 'Những kẻ lang thang để tiếng vọng dẫn lối.' },
    },
  },
  echomancers: {
    intro: 'Năm Echomancer sẽ đáp lời bạn khi ra mắt.',
    gallery: 'Chọn một Echomancer',
    ultimate: 'Kỹ năng tối thượng',
    view3d: 'Xem 3D',
    view2d: 'Xem 2D',
    items: {
      lyra: {
        name: 'Lyra',
        type: 'Gió',
        description: 'Một người lưu trữ ở Skyreach, đọc gió như đọc sách.',
        ultimate: 'Gale Index: kéo mọi kẻ địch vào vòng xoáy và lặp lại ba kỹ năng gần nhất.',
      },
      kael: {
        name: 'Kael',
        type: 'Lửa',
        description: 'Thợ rèn của Cinder Pact với chiếc búa vẫn rực sáng từ Trận Mưa Tro.',
        ultimate: 'Anvil Heart: vụ nổ tiếng vọng nóng chảy khiến mặt đất bốc cháy.',
      },
      sera: {
        name: 'Sera',
        type: 'Thủy triều',
        description: 'Người chữa lành của Tidebound, nghe được tiếng hát của rừng chìm.',
        ultimate: 'Undertow Hymn: hồi máu cho đội và biến đòn đánh kế tiếp thành một con sóng.',
      },
      dorian: {
        name: 'Dorian',
        type: 'Hư không',
        description: 'Kiếm sĩ đã giao kèo với chính tiếng vọng của mình.',
        ultimate: 'Mirror Step: tấn công hai lần từ hai nơi cùng lúc.',
      },
      mira: {
        name: 'Mira',
        type: 'Ánh sáng',
        description: 'Người mang đèn dẫn những tiếng vọng lạc lối về nhà.',
        ultimate: 'Dawnbell: làm choáng kẻ địch xung quanh và hé lộ mảnh ký ức ẩn.',
      },
    },
  },
  features: {
    intro: 'Năm lý do để đáp lời tiếng vọng.',
    carousel: 'Tính năng',
    previous: 'Trước',
    next: 'Sau',
    slideOf: 'Trang {{number}}/{{count}}',
    slides: {
      chains: { title: 'Chuỗi kỹ năng', text: 'Kết nối ba Echomancer thành một đòn liên hoàn.' },
      bonds: { title: 'Gắn kết tiếng vọng', text: 'Tăng gắn kết để mở tiếng vọng và câu chuyện mới.' },
      islands: { title: 'Đảo trời', text: 'Lướt, leo và lặn qua một thế giới vỡ vụn.' },
      forge: { title: 'Lò rèn', text: 'Chế tạo trang bị từ ký ức thu thập được.' },
      raids: { title: 'Đột kích hằng tuần', text: 'Đánh trùm thế giới cùng bạn bè.' },
    },
  },
  community: {
    intro: 'Tham gia cộng đồng, theo dõi các kênh và hoàn thành nhiệm vụ để nhận Điểm AE.',
    quests: 'Nhiệm vụ',
    signInForQuests: 'Đăng nhập để theo dõi nhiệm vụ và nhận Điểm AE.',
    channels: { discord: 'Discord', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' },
  },
  milestone: {
    intro: 'Càng nhiều người đăng ký trước, mọi người càng mở được nhiều phần thưởng khi ra mắt.',
  },
  wiki: { intro: 'Tìm hiểu trò chơi qua video ngắn. Xem hết video để mở câu hỏi và nhận Điểm AE.' },
  preRegister: { intro: 'Đăng ký trước bằng email để nhận phiếu quà chào mừng và tham gia rút thăm.' },
  benefit: {
    gacha: 'Gacha',
    intro: 'Phần thưởng, Điểm AE và lời mời của bạn.',
    points: 'Điểm AE của bạn',
    rewards: 'Phần thưởng của bạn',
    referral: 'Mời bạn bè',
    signIn: 'Đăng ký trước hoặc đăng nhập để xem Điểm AE và phần thưởng.',
  },
  activity: { intro: 'Rút thăm đăng ký trước: giải thưởng gồm một điện thoại cao cấp.' },
  official: {
    intro: 'Theo dõi Ash Echoes trên các kênh chính thức và tải về khi ra mắt.',
    stores: { appStore: 'App Store', googlePlay: 'Google Play' },
    terms: 'Điều khoản và điều kiện',
    privacy: 'Chính sách quyền riêng tư',
    eula: 'EULA',
  },
  preRegisterPage: { title: 'Đăng ký trước Ash Echoes', back: 'Quay lại Ash Echoes' },
  puzzle: {
    title: 'Sự kiện ghép hình',
    text: 'Sự kiện ghép hình hiện không diễn ra. Theo dõi các kênh chính thức để biết sự kiện tiếp theo.',
    back: 'Quay lại Ash Echoes',
  },
  content: {
    coupons: { 'pre-registration': { title: 'Quà đăng ký trước Ash Echoes' } },
    quests: {
      'follow-discord': {
        title: 'Theo dõi Discord chính thức',
        description: 'Tham gia kênh cộng đồng Ash Echoes.',
      },
      'watch-all-videos': { title: 'Xem hết mọi video hướng dẫn' },
      'invite-friends': {
        title: 'Mời bạn bè của bạn',
        description: '40 Điểm AE cho mỗi người bạn đăng ký trước, tối đa 5 người bạn.',
      },
      'daily-visit': { title: 'Ghé thăm vào 7 ngày khác nhau' },
    },
    videos: {
      'echomancy-101': {
        title: 'Nhập môn Echomancy',
        description: 'Cách các Echomancer ràng buộc tiếng vọng của những anh hùng đã ngã xuống.',
        question: 'Echomancer ràng buộc điều gì?',
        options: {
          0: 'Rồng',
          1: 'Tiếng vọng của những anh hùng đã ngã xuống',
          2: 'Đồng xu cổ',
          3: 'Mây giông',
        },
      },
      'factions-tour': {
        title: 'Tìm hiểu các phe phái',
        description:
          'Ba phe phái của Ashen Worlds (Người giữ Codex, Cinder Pact và Tidebound) và điều họ chiến đấu vì nó.',
        question: 'Có bao nhiêu phe phái?',
        options: { 0: 'Ba', 1: 'Bốn', 2: 'Năm', 3: 'Bảy' },
      },
      'combat-basics': {
        title: 'Cơ bản về chiến đấu',
        description: 'Nối chuỗi kỹ năng và tung tuyệt kỹ vào đúng thời điểm.',
        question: 'Bạn nối chuỗi gì để nạp đầy thanh tuyệt kỹ?',
        options: { 0: 'Kỹ năng', 1: 'Bình thuốc', 2: 'Thú cưỡi' },
      },
    },
    rewards: {
      'pre-registration-gift': {
        title: 'Quà đăng ký trước',
        description: 'Phiếu quà đổi 300 Echo Crystal.',
      },
      'milestone-50k': {
        title: '50.000 lượt đăng ký trước',
        description: '1.000 Gold và một lượt triệu hồi Rare Echo.',
      },
      'milestone-100k': { title: '100.000 lượt đăng ký trước', description: 'Trang phục Echomancer Lyra.' },
      'milestone-200k': { title: '200.000 lượt đăng ký trước', description: 'Triệu hồi Epic Echo ×10.' },
      'milestone-500k': {
        title: '500.000 lượt đăng ký trước',
        description: 'Vé Echomancer Huyền thoại.',
      },
      'invite-3-friends': { title: 'Mời 3 người bạn', description: 'Huy hiệu tình bạn và 500 Gold.' },
      'learn-all-videos': {
        title: 'Trả lời mọi video hướng dẫn',
        description: 'Danh hiệu Học giả và 200 Gold.',
      },
    },
    prizes: {
      'flagship-phone': { name: 'Điện thoại flagship' },
      'gaming-headset': { name: 'Tai nghe gaming' },
      'ash-echoes-merch-box': { name: 'Hộp quà lưu niệm Ash Echoes' },
      'echo-crystal-50': { name: 'Echo Crystal ×50' },
      'rare-echo-summon': { name: 'Triệu hồi Rare Echo' },
      'epic-echo-summon': { name: 'Triệu hồi Epic Echo' },
      'legendary-echomancer-ticket': { name: 'Vé Echomancer Huyền thoại' },
    },
    puzzles: {
      'ember-festival': {
        title: 'Ghép hình Lễ hội Ember',
        rewardTitle: 'Quà Lễ hội Ember: Echo Crystal ×100',
      },
      anniversary: {
        title: 'Ghép hình kỷ niệm Ash Echoes',
        rewardTitle: 'Khung kỷ niệm: Cinder Crown',
      },
    },
  },
};

export default vn;
