import type { Texts } from './en';

const vn: Texts = {
  account: { title: 'Tài khoản của tôi', text: 'Hồ sơ, cài đặt và bảo mật của bạn.' },
  myProfile: { title: 'Hồ sơ của tôi', text: 'Người chơi khác nhìn thấy bạn như thế nào.' },
  editProfile: { title: 'Sửa hồ sơ', text: 'Điền thông tin hồ sơ của bạn.' },
  publicProfile: { title: 'Hồ sơ', text: 'Người chơi và các trò chơi họ chơi.' },
  personality: { title: 'Tính cách của bạn', text: 'Kiểu người chơi của bạn và ý nghĩa của nó.' },
  friends: { title: 'Bạn bè', text: 'Bạn bè, lời mời kết bạn và lời mời của bạn.' },
  chat: { title: 'Trò chuyện', text: 'Bạn sẽ có thể trò chuyện với người chơi khác khi tính năng ra mắt.' },
};
export default vn;
