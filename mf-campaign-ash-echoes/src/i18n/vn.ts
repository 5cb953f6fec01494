import type { Texts } from './en';

const vn: Texts = {
  official: {
    title: 'Ash Echoes',
    text: 'Trang chính thức: lối chơi, thế giới, phe phái, Echomancer và tính năng.',
  },
  preRegister: { title: 'Đăng ký trước', text: 'Nhập địa chỉ email hợp lệ để nhận phần thưởng.' },
  preRegisterShort: { title: 'Đăng ký trước', text: 'Nhập địa chỉ email hợp lệ để nhận phần thưởng.' },
  preRegisterMobile: { title: 'Đăng ký trước', text: 'Nhập địa chỉ email hợp lệ để nhận phần thưởng.' },
  ua: { title: 'Ash Echoes', text: 'Tải Ash Echoes và bắt đầu hành trình.' },
  uaShort: { title: 'Ash Echoes', text: 'Tải Ash Echoes và bắt đầu hành trình.' },
  vn: { title: 'Ash Echoes', text: 'Ash Echoes dành cho người chơi tại Việt Nam.' },
  terms: { title: 'Điều khoản và điều kiện', text: 'Cập nhật lần cuối ngày 1 tháng 1 năm 2020.' },
  termsShort: { title: 'Điều khoản và điều kiện', text: 'Cập nhật lần cuối ngày 1 tháng 1 năm 2020.' },
  privacy: { title: 'Chính sách quyền riêng tư', text: 'Cập nhật lần cuối ngày 1 tháng 1 năm 2020.' },
  puzzle: { title: 'Sự kiện ghép hình', text: 'Thu thập mảnh và hoàn thành bức tranh.' },
  eventPuzzle: { title: 'Sự kiện ghép hình', text: 'Thu thập mảnh và hoàn thành bức tranh.' },
};
export default vn;
