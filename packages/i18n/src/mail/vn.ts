import type { MailTexts } from './en';

/** The emails the API sends (namespace `mail`), Vietnamese. */
export const mailVn: MailTexts = {
  code: {
    subject: '{{code}} là mã xác minh Player Portal của bạn',
    heading: 'Mã xác minh của bạn',
    register: 'Dùng mã này để hoàn tất việc tạo tài khoản Player Portal.',
    email: 'Dùng mã này để xác nhận địa chỉ email của tài khoản Player Portal.',
    validity: 'Mã chỉ dùng được một lần và hết hạn sau {{minutes}} phút.',
    ignore: 'Nếu bạn không yêu cầu mã này, hãy bỏ qua email: không có gì thay đổi nếu không có mã.',
  },
  reset: {
    subject: 'Đặt lại mật khẩu Player Portal',
    heading: 'Chọn mật khẩu mới',
    intro: 'Có người (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu tài khoản Player Portal của bạn.',
    validity: 'Liên kết chỉ dùng được một lần và hết hạn sau {{minutes}} phút.',
    button: 'Đặt lại mật khẩu',
    fallback: 'Nếu nút không hoạt động, hãy mở địa chỉ này:',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  },
};
