import type { ShellTexts } from './en';

const vn: ShellTexts = {
  nav: { home: 'TRANG CHỦ', games: 'TRÒ CHƠI', topup: 'NẠP', myVip: 'VIP', playtesting: 'THỬ NGHIỆM' },
  header: { needHelp: 'Cần trợ giúp', home: 'Về trang chủ', mainNavigation: 'Điều hướng chính' },
  home: {
    title: 'Chơi, nạp và thăng hạng',
    subtitle: 'Một tài khoản cho mọi trò chơi chúng tôi phát hành.',
    released: 'Đã ra mắt',
    preRegister: 'Đăng ký trước',
    beta: 'Thử nghiệm',
    allGames: 'Xem tất cả trò chơi',
  },
  games: {
    title: 'Trò chơi',
    all: 'Tất cả',
    empty: 'Chưa có trò chơi nào.',
    notFound: 'Không tìm thấy trò chơi',
    notFoundText: 'Trò chơi này không tồn tại hoặc không còn được liệt kê.',
    platforms: 'Nền tảng',
    status: { released: 'Đã ra mắt', pre_register: 'Đăng ký trước', beta: 'Thử nghiệm' },
    officialPage: 'Trang chính thức',
    back: 'Quay lại danh sách trò chơi',
  },
  playTesting: {
    title: 'Thử nghiệm',
    subtitle: 'Chơi thử các trò chơi sắp ra mắt trước mọi người.',
    empty: 'Hiện chưa có đợt thử nghiệm nào.',
  },
  hub: {
    greeting: 'Chào mừng trở lại, {{name}}!',
    greetingNoName: 'Chào mừng trở lại!',
    quickLinks: 'Lối tắt',
    games: 'Trò chơi',
    quests: 'Nhiệm vụ',
    gacha: 'Gacha',
    topup: 'Nạp',
    myVip: 'VIP của tôi',
  },
  notFound: { title: 'Không tìm thấy trang', text: 'Trang bạn tìm không tồn tại.', home: 'Về trang chủ' },
  error: { load: 'Không thể tải nội dung lúc này.', retry: 'Thử lại' },
  loading: 'Đang tải…',
};
export default vn;
