import type { Texts } from './en';

const vn: Texts = {
  helpCenter: { title: 'Trung tâm trợ giúp', feedback: 'Gửi góp ý', contactUs: 'Liên hệ' },
  tou: { title: 'Điều khoản sử dụng', text: 'Cập nhật lần cuối ngày 1 tháng 1 năm 2020.' },
  privacy: { title: 'Chính sách quyền riêng tư', text: 'Cập nhật lần cuối ngày 1 tháng 1 năm 2020.' },
  embed: { title: 'Trò chuyện hỗ trợ', text: 'Trò chuyện với đội ngũ hỗ trợ.' },
};
export default vn;
