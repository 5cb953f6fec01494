/**
 * The page meta of mf-auth's routes, in the portal's languages. Read by the build into
 * routes.json; kept out of the app's JS (see PAGE_META_SOURCE).
 */
import type { PageMeta } from '@portal/routes';

export default {
  // Served drawn to visitors in the four languages (its server render): its head says so in each.
  login: {
    title: {
      en: 'Sign in · Player Portal',
      vn: 'Đăng nhập · Cổng người chơi',
      th: 'เข้าสู่ระบบ · Player Portal',
      id: 'Masuk · Player Portal',
    },
    description: {
      en: 'Sign in to your player account with your email or a social account.',
      vn: 'Đăng nhập tài khoản người chơi bằng email hoặc tài khoản mạng xã hội.',
      th: 'เข้าสู่ระบบบัญชีผู้เล่นของคุณด้วยอีเมลหรือบัญชีโซเชียล',
      id: 'Masuk ke akun pemainmu dengan email atau akun media sosial.',
    },
  },
  register: {
    title: { en: 'Create an account · Player Portal', vn: 'Tạo tài khoản · Cổng người chơi' },
    description: {
      en: 'One player account for every game: gold, VIP, campaigns and friends.',
      vn: 'Một tài khoản người chơi cho mọi trò chơi: vàng, VIP, sự kiện và bạn bè.',
    },
  },
  forgotPassword: {
    title: { en: 'Forgot password · Player Portal', vn: 'Quên mật khẩu · Cổng người chơi' },
    description: {
      en: 'Receive a link by email to choose a new password.',
      vn: 'Nhận liên kết qua email để đặt mật khẩu mới.',
    },
    index: false,
  },
  resetPassword: {
    title: { en: 'Choose a new password · Player Portal', vn: 'Đặt mật khẩu mới · Cổng người chơi' },
    description: {
      en: 'Choose a new password for your account.',
      vn: 'Đặt mật khẩu mới cho tài khoản của bạn.',
    },
    index: false,
  },
  socialCallback: {
    title: { en: 'Signing in · Player Portal', vn: 'Đang đăng nhập · Cổng người chơi' },
    description: {
      en: 'Finishing your sign-in with a social account.',
      vn: 'Đang hoàn tất đăng nhập bằng tài khoản mạng xã hội.',
    },
    index: false,
  },
  embedSignIn: {
    title: {
      en: 'Sign in for a game site · Player Portal',
      vn: 'Đăng nhập cho trang trò chơi · Cổng người chơi',
    },
    description: {
      en: 'Sign in to your player account to continue on the game site that opened this window.',
      vn: 'Đăng nhập tài khoản người chơi để tiếp tục trên trang trò chơi đã mở cửa sổ này.',
    },
    index: false,
  },
  verifyEmail: {
    title: { en: 'Verify your email · Player Portal', vn: 'Xác minh email · Cổng người chơi' },
    description: {
      en: 'Enter the code we sent to confirm your email address.',
      vn: 'Nhập mã chúng tôi đã gửi để xác nhận địa chỉ email.',
    },
    index: false,
  },
} satisfies Record<string, PageMeta>;
