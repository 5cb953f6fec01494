import type { LegalTexts } from './en';

const vn: LegalTexts = {
  contents: 'Mục lục',
  lastUpdated: 'Điều khoản cập nhật lần cuối',
  terms: {
    title: 'Điều khoản và điều kiện',
    subtitle: 'Các chiến dịch đăng ký trước và dịch vụ trò chơi của nhà phát hành',
    /** The same, for one game's campaign (?game=<gameCode>). */
    gameSubtitle: 'Chiến dịch đăng ký trước và dịch vụ trò chơi {{game}}',
    intro: 'Vui lòng đọc kỹ: đây là thỏa thuận giữa bạn và Công ty về chiến dịch và trò chơi.',
    sections: {
      definitions: {
        title: 'Định nghĩa',
        body: `Trong các điều khoản này:

- "Tài khoản", còn gọi là User ID, là tài khoản bạn dùng trên dịch vụ của chúng tôi.
- "Tài khoản trò chơi" là nhân vật hoặc hồ sơ trong trò chơi; bạn có thể có nhiều trong một trò chơi.
- "Tiền tệ trong trò chơi" là tiền ảo dùng trong trò chơi.
- "Xu" là xu của Công ty mua trên cổng thông tin.
- "Nội dung" là văn bản, hình ảnh hoặc video bạn gửi.
- "Dịch vụ trả phí" là dịch vụ, vật phẩm hoặc tiền tệ bạn trả tiền.
- "Đối tác" là các công ty cung cấp dịch vụ cùng chúng tôi.`,
      },
      agreement: {
        title: 'Thỏa thuận',
        body: 'Khi đăng ký trước, tham gia chiến dịch hoặc chơi trò chơi, bạn đồng ý với các điều khoản này. Nếu không đồng ý, vui lòng không sử dụng dịch vụ.',
      },
      amendments: {
        title: 'Sửa đổi',
        body: 'Chúng tôi có thể thay đổi điều khoản và sẽ thông báo trên trang này trước khi có hiệu lực; ngày ở trên cho biết phiên bản hiện hành.',
      },
      account: {
        title: 'Tài khoản',
        body: `Tài khoản là của riêng bạn: không được chuyển nhượng, bán hoặc cho mượn.

Tài khoản trò chơi chỉ được chuyển cho người khác khi Công ty đồng ý và hỗ trợ, kèm vật phẩm nhưng không kèm Xu.

Tài khoản không hoạt động 180 ngày có thể bị xóa hoặc chấm dứt. Xóa tài khoản chấm dứt quyền sử dụng dịch vụ.`,
      },
      serviceRegulations: {
        title: 'Quy định dịch vụ',
        body: 'Chiến dịch, điểm, nhiệm vụ, rút thăm và phần thưởng tuân theo quy định trên trang chiến dịch. Phần thưởng cần có tài khoản; rút thăm dành cho người đăng ký trước trên trang web.',
      },
      advertising: { title: 'Quảng cáo', body: 'Dịch vụ có thể hiển thị quảng cáo của Công ty và Đối tác.' },
      partnerServices: {
        title: 'Dịch vụ đối tác',
        body: 'Một số dịch vụ do Đối tác cung cấp theo điều khoản riêng mà bạn chấp nhận khi sử dụng.',
      },
      content: {
        title: 'Nội dung',
        body: 'Bạn giữ quyền đối với Nội dung đã gửi và cho phép chúng tôi hiển thị trong dịch vụ. Nội dung vi phạm pháp luật hoặc điều khoản có thể bị gỡ bỏ.',
      },
      gameCurrency: {
        title: 'Tiền tệ trò chơi',
        body: `Tiền tệ trong trò chơi và Xu chỉ dùng được trong tài khoản đã nhận chúng và không thể chuyển giữa các tài khoản.

Tiền tệ đã tiêu không được hoàn lại, trừ khi pháp luật hoặc Công ty quyết định khác. Dịch vụ trả phí không được hoàn tiền.`,
      },
      restrictions: {
        title: 'Hạn chế',
        body: `Bạn không được:

- dùng gian lận, bot hoặc phần mềm trái phép;
- lợi dụng lỗi trò chơi thay vì báo cáo;
- tạo tài khoản để nhận thưởng chiến dịch không công bằng;
- quấy rối người chơi khác.`,
      },
      userResponsibilities: {
        title: 'Trách nhiệm người dùng',
        body: 'Giữ mật khẩu an toàn và báo lỗi trò chơi cho Công ty ngay lập tức, trong thời hạn Công ty đặt ra.',
      },
      termination: {
        title: 'Chấm dứt',
        body: 'Công ty có thể tạm ngưng, xóa hoặc hạn chế tài khoản mà không cần báo trước khi vi phạm điều khoản.',
      },
      disclaimer: {
        title: 'Miễn trừ trách nhiệm',
        body: 'Dịch vụ được cung cấp như hiện có. Công ty không chịu trách nhiệm cho tổn thất do sự kiện ngoài tầm kiểm soát.',
      },
      intellectualProperty: {
        title: 'Sở hữu trí tuệ',
        body: 'Trò chơi, nhân vật, hình ảnh và văn bản thuộc về Công ty hoặc bên cấp phép.',
      },
      governingLaw: {
        title: 'Luật áp dụng',
        body: 'Điều khoản này tuân theo luật của quốc gia nơi Công ty đăng ký.',
      },
      questions: {
        title: 'Câu hỏi',
        body: 'Có câu hỏi về điều khoản? Liên hệ chúng tôi qua Trung tâm trợ giúp.',
      },
    },
  },
  privacy: {
    title: 'Chính sách quyền riêng tư',
    subtitle: 'Cách các chiến dịch đăng ký trước của nhà phát hành sử dụng dữ liệu của bạn',
    /** The same, for one game's campaign (?game=<gameCode>). */
    gameSubtitle: 'Cách chiến dịch {{game}} sử dụng dữ liệu của bạn',
    intro:
      'Chính sách này giải thích dữ liệu chúng tôi thu thập khi bạn đăng ký trước và tham gia chiến dịch, và lý do.',
    sections: {
      definition: {
        title: 'Định nghĩa',
        body: '"Dữ liệu cá nhân" là thông tin nhận diện bạn, như email hoặc địa chỉ nhận hàng.',
      },
      generalRegulations: {
        title: 'Quy định chung',
        body: 'Chúng tôi xử lý dữ liệu cá nhân hợp pháp, chỉ cho các mục đích dưới đây, và bảo vệ an toàn.',
      },
      collection: {
        title: 'Thu thập',
        body: `Chúng tôi thu thập:

- email và mật khẩu khi bạn đăng ký trước;
- sự đồng ý của bạn với điều khoản và EULA, kèm thời điểm và phiên bản;
- hoạt động chiến dịch: điểm, nhiệm vụ, video đã xem, lời mời;
- địa chỉ nhận hàng và số liên hệ người thắng rút thăm gửi.`,
      },
      purpose: {
        title: 'Mục đích',
        body: 'Chúng tôi dùng dữ liệu để vận hành tài khoản, trao thưởng chiến dịch, tổ chức rút thăm và gửi giải thưởng.',
      },
      displayAndDisclosure: {
        title: 'Hiển thị và tiết lộ',
        body: 'Người thắng được công bố bằng số dự thưởng và biệt danh. Địa chỉ chỉ được chia sẻ với đơn vị vận chuyển giao giải thưởng.',
      },
      changes: {
        title: 'Thay đổi',
        body: 'Chúng tôi có thể cập nhật chính sách; ngày ở trên cho biết phiên bản hiện hành.',
      },
      consistencyWithTerms: {
        title: 'Nhất quán với điều khoản',
        body: 'Chính sách này là một phần của Điều khoản và điều kiện; khi khác nhau về dữ liệu cá nhân, chính sách này được áp dụng.',
      },
      governingLaw: {
        title: 'Luật áp dụng',
        body: 'Chính sách này tuân theo luật của quốc gia nơi Công ty đăng ký.',
      },
      questions: {
        title: 'Câu hỏi',
        body: 'Có câu hỏi về dữ liệu của bạn? Liên hệ chúng tôi qua Trung tâm trợ giúp.',
      },
    },
  },
};

export default vn;
