import type { Texts } from './en';

const vn: Texts = {
  login: {
    title: 'Chào mừng trở lại!',
    text: 'Đăng nhập bằng email và mật khẩu hoặc tài khoản mạng xã hội.',
  },
  register: {
    title: 'Hãy đăng ký tài khoản của bạn',
    text: 'Tạo một tài khoản cho mọi trò chơi chúng tôi phát hành.',
  },
  forgotPassword: {
    title: 'Quên mật khẩu',
    text: 'Chúng tôi sẽ gửi email liên kết để bạn đặt mật khẩu mới.',
  },
  resetPassword: { title: 'Đặt lại mật khẩu', text: 'Chọn mật khẩu mới cho tài khoản của bạn.' },
  social: { title: 'Đang đăng nhập', text: 'Đang hoàn tất đăng nhập bằng tài khoản mạng xã hội.' },
  verifyEmail: { title: 'Xác minh email', text: 'Thêm địa chỉ email vào tài khoản và xác nhận bằng mã.' },
};
export default vn;
