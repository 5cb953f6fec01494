import type { Texts } from './en';

const vn: Texts = {
  title: '__TITLE__',
  tagline: 'Một cuộc phiêu lưu mới sắp đến. Đăng ký trước ngay để nhận quà ra mắt.',
  pointsName: 'Điểm __TITLE__',
  sectionNav: 'Mục',
  sections: {
    home: 'TRANG CHỦ',
    milestone: 'CỘT MỐC',
    characters: 'NHÂN VẬT',
    benefit: 'QUYỀN LỢI',
  },
  home: {
    heroAlt: 'Ảnh chính của __TITLE__',
    launch: 'Ra mắt {{date}}',
    cta: 'Đăng ký trước ngay',
    preRegister: 'Đăng ký trước để nhận quà ra mắt',
  },
  milestone: {
    intro:
      'Mỗi lượt đăng ký trước, trên trang web và trên cửa hàng ứng dụng, mở khóa phần thưởng cho mọi người.',
  },
  characters: {
    intro: 'Gặp gỡ các anh hùng của __TITLE__.',
    gallery: 'Chọn nhân vật',
    job: 'Nghề',
    issue: 'Điểm yếu',
    biodata: 'Tiểu sử',
    portraitAlt: '{{name}}: chân dung',
    items: {
      scout: {
        name: 'Scout',
        text: 'Luôn là người đầu tiên vượt qua ngọn đồi tiếp theo, vẽ đường cho mọi người.',
        issue: 'Không bao giờ chờ người khác.',
      },
      guard: {
        name: 'Guard',
        text: 'Giữ vững hàng ngũ để cả nhóm được nghỉ, dù điều gì bước ra từ bóng tối.',
        issue: 'Không tin người mới.',
      },
      seer: {
        name: 'Seer',
        text: 'Đọc điềm báo trên các vì sao và tính trước ba trận chiến.',
        issue: 'Thấy quá nhiều để có thể ngủ.',
      },
    },
  },
  benefit: {
    intro: 'Kiếm điểm qua nhiệm vụ và lời mời, tham gia bốc thăm, quay thưởng và nhận phần thưởng của bạn.',
    signIn: 'Đăng nhập để kiếm điểm, mời bạn bè và nhận phần thưởng của bạn.',
    points: 'Điểm của bạn',
    quests: 'Nhiệm vụ',
    referral: 'Mời bạn bè',
    raffle: 'Bốc thăm',
    draw: 'Quay thưởng',
    rewards: 'Phần thưởng của bạn',
  },
  content: { quests: {}, videos: {}, rewards: {}, prizes: {}, puzzles: {} },
};
export default vn;
