import type { LegalTexts } from './en';

const vn: LegalTexts = {
  contents: 'Mục lục',
  backToTop: 'Về đầu trang',
  tou: {
    title: 'Điều khoản sử dụng',
    subtitle: 'Điều khoản sử dụng và Thỏa thuận cấp phép người dùng cuối (EULA)',
    lastUpdated: 'Điều khoản cập nhật lần cuối:',
    intro:
      'Vui lòng đọc kỹ các điều khoản này. Đây là thỏa thuận giữa bạn và Công ty cho mọi hoạt động của bạn trên cổng game và trong các trò chơi của chúng tôi.',
    sections: {
      definitions: {
        title: 'Định nghĩa',
        body: `Trong Điều khoản này:

- "Công ty" và "chúng tôi" là nhà phát hành vận hành cổng game này và các trò chơi của cổng.
- "Dịch vụ" là cổng game, các trò chơi, trang web, ứng dụng và mọi dịch vụ liên quan của chúng tôi.
- "Tài khoản", còn gọi là ID người dùng, là tài khoản bạn tạo để sử dụng Dịch vụ.
- "Tài khoản trò chơi" là nhân vật hoặc hồ sơ trong một trò chơi; bạn có thể có nhiều Tài khoản trò chơi trong cùng một trò chơi.
- "Tiền tệ trong trò chơi" là tiền ảo dùng bên trong một trò chơi.
- "Gold" là đồng tiền của Công ty, được mua trên cổng game, bao gồm cả Gold khóa.
- "Nội dung" là văn bản, hình ảnh, video và mọi tài liệu khác bạn gửi lên Dịch vụ.
- "Dịch vụ trả phí" là dịch vụ, vật phẩm hoặc tiền tệ mà bạn trả tiền để có.
- "Đối tác" là các công ty cung cấp dịch vụ cùng chúng tôi hoặc thông qua Dịch vụ.`,
      },
      agreement: {
        title: 'Thỏa thuận',
        body: `Khi tạo Tài khoản hoặc sử dụng Dịch vụ, bạn đồng ý với Điều khoản sử dụng và Thỏa thuận cấp phép người dùng cuối này ("Điều khoản"). Nếu không đồng ý, vui lòng không sử dụng Dịch vụ.

Nếu bạn chưa đủ tuổi thành niên theo pháp luật nơi bạn sống, cha mẹ hoặc người giám hộ hợp pháp phải đọc và chấp nhận Điều khoản này thay cho bạn.`,
      },
      amendments: {
        title: 'Sửa đổi',
        body: `Chúng tôi có thể thay đổi Điều khoản khi Dịch vụ hoặc pháp luật thay đổi. Chúng tôi thông báo thay đổi trên cổng game ít nhất 7 ngày trước khi có hiệu lực, hoặc 30 ngày nếu thay đổi làm giảm quyền lợi của bạn. Ngày ở đầu trang cho biết phiên bản đang có hiệu lực.

Nếu bạn tiếp tục sử dụng Dịch vụ sau khi thay đổi có hiệu lực, bạn chấp nhận Điều khoản mới. Nếu không, bạn có thể ngừng sử dụng Dịch vụ và đóng Tài khoản.`,
      },
      account: {
        title: 'Tài khoản',
        body: `- Tài khoản là của riêng bạn: bạn không được bán, chuyển nhượng, cho mượn hay dùng chung.
- Tài khoản trò chơi chỉ được chuyển cho người khác khi có sự đồng ý và hỗ trợ của Công ty; vật phẩm được chuyển theo, Gold thì không.
- Hãy giữ bí mật mật khẩu. Bạn chịu trách nhiệm về mọi hoạt động trên Tài khoản của mình.
- Tài khoản không hoạt động trong 180 ngày có thể bị xóa hoặc chấm dứt. Khi xóa Tài khoản, quyền sử dụng Dịch vụ bằng Tài khoản đó cũng chấm dứt.`,
      },
      serviceRegulations: {
        title: 'Quy định dịch vụ',
        body: `Chúng tôi cố gắng vận hành Dịch vụ 24 giờ mỗi ngày, nhưng có thể tạm dừng để bảo trì, nâng cấp hoặc vì sự kiện ngoài tầm kiểm soát. Lịch bảo trì được thông báo trước trên cổng game khi có thể.

Trò chơi, tính năng và sự kiện có thể thay đổi hoặc kết thúc. Khi một trò chơi ngừng hoạt động, chúng tôi thông báo trước ít nhất 30 ngày và giải thích cách xử lý vật phẩm và Tiền tệ trong trò chơi.`,
      },
      advertising: {
        title: 'Quảng cáo',
        body: 'Dịch vụ có thể hiển thị quảng cáo cho trò chơi của chúng tôi và của Đối tác. Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn cho nhà quảng cáo; Chính sách quyền riêng tư giải thích cách dữ liệu của bạn được sử dụng.',
      },
      partnerServices: {
        title: 'Dịch vụ của đối tác',
        body: 'Một số tính năng do Đối tác cung cấp, ví dụ thanh toán, đăng nhập bằng mạng xã hội và khung trò chuyện hỗ trợ. Điều khoản riêng của Đối tác áp dụng cho dịch vụ của họ. Chúng tôi lựa chọn Đối tác cẩn thận, nhưng không chịu trách nhiệm về dịch vụ của họ ngoài phạm vi pháp luật quy định.',
      },
      content: {
        title: 'Nội dung',
        body: `Bạn vẫn là chủ sở hữu Nội dung bạn gửi. Bạn cấp cho chúng tôi giấy phép toàn cầu, miễn phí bản quyền để sử dụng, hiển thị và chỉnh sửa Nội dung nhằm vận hành và quảng bá Dịch vụ.

Nội dung không được vi phạm pháp luật, kích động thù ghét, gây hiểu lầm hoặc xâm phạm quyền của người khác. Chúng tôi có thể gỡ bỏ Nội dung vi phạm Điều khoản mà không cần báo trước.`,
      },
      gameCurrency: {
        title: 'Tiền tệ trò chơi',
        body: `- Gold và Tiền tệ trong trò chơi không có giá trị bên ngoài Dịch vụ và không thể đổi thành tiền.
- Gold và Tiền tệ trong trò chơi đã sử dụng không được hoàn lại, trừ khi pháp luật yêu cầu hoặc Công ty quyết định khác. Dịch vụ trả phí không được hoàn tiền.
- Gold và Tiền tệ trong trò chơi chỉ dùng được trong Tài khoản đã mua, và không thể chuyển giữa các Tài khoản.
- Gold khóa hết hạn vào cuối năm sau năm bạn nhận được.`,
      },
      restrictions: {
        title: 'Hạn chế',
        body: `Bạn không được:

- dùng phần mềm gian lận, bot, lỗi khai thác hoặc phần mềm bên thứ ba trái phép;
- gây rối máy chủ, mạng lưới của chúng tôi hoặc việc sử dụng Dịch vụ của người chơi khác;
- giả mạo người khác hoặc thu thập dữ liệu của người dùng khác;
- mua bán Tài khoản, Tài khoản trò chơi, vật phẩm hoặc tiền tệ để lấy tiền bên ngoài Dịch vụ;
- sao chép, chỉnh sửa, dịch ngược hoặc bán lại bất kỳ phần nào của Dịch vụ.`,
      },
      userResponsibilities: {
        title: 'Trách nhiệm của người dùng',
        body: `Hãy báo ngay cho chúng tôi mọi lỗi trò chơi, trong thời hạn chúng tôi công bố, và không lợi dụng lỗi đó. Vật phẩm hoặc tiền tệ có được do lỗi có thể bị thu hồi.

Bạn chịu trách nhiệm về thiết bị, kết nối internet và các chi phí đi kèm, cũng như cập nhật email liên hệ của mình.`,
      },
      termination: {
        title: 'Chấm dứt',
        body: `Chúng tôi có thể tạm khóa, hạn chế hoặc xóa Tài khoản, có hoặc không báo trước, khi Tài khoản vi phạm Điều khoản, và với Tài khoản không hoạt động như nêu tại mục 4.

Bạn có thể ngừng sử dụng Dịch vụ bất cứ lúc nào và yêu cầu xóa Tài khoản qua Liên hệ với chúng tôi. Gold còn lại trong Tài khoản đã đóng không được hoàn lại, trừ khi pháp luật yêu cầu.`,
      },
      disclaimer: {
        title: 'Miễn trừ trách nhiệm',
        body: 'Dịch vụ được cung cấp "nguyên trạng". Trong phạm vi pháp luật cho phép, chúng tôi không cam kết Dịch vụ luôn sẵn sàng hoặc không có lỗi, và không chịu trách nhiệm về thiệt hại gián tiếp hay hệ quả. Không điều gì trong Điều khoản này hạn chế các quyền mà luật bảo vệ người tiêu dùng dành cho bạn.',
      },
      intellectualProperty: {
        title: 'Sở hữu trí tuệ',
        body: 'Dịch vụ, trò chơi, nhân vật, hình ảnh, âm nhạc và phần mềm thuộc về Công ty hoặc bên cấp phép của Công ty. Chúng tôi cấp cho bạn giấy phép cá nhân, không độc quyền, không thể chuyển nhượng và có thể thu hồi để sử dụng cho mục đích giải trí cá nhân, không vì mục đích thương mại.',
      },
      governingLaw: {
        title: 'Luật áp dụng',
        body: `Điều khoản này được điều chỉnh bởi pháp luật của quốc gia nơi Công ty đăng ký thành lập. Trước hết chúng tôi sẽ cố gắng giải quyết tranh chấp với bạn bằng thương lượng; nếu không thành trong 30 ngày, tranh chấp sẽ được đưa ra tòa án có thẩm quyền của quốc gia đó.

Điều này không làm mất đi sự bảo vệ của luật bảo vệ người tiêu dùng bắt buộc tại quốc gia nơi bạn sinh sống.`,
      },
      questions: {
        title: 'Câu hỏi',
        body: 'Bạn có câu hỏi về Điều khoản này? Chạm vào Cần hỗ trợ ở đầu bất kỳ trang nào và chọn Liên hệ với chúng tôi để trò chuyện với đội ngũ hỗ trợ, hoặc gửi góp ý cho chúng tôi.',
      },
    },
  },
  privacy: {
    title: 'Chính sách quyền riêng tư',
    subtitle: 'Cách chúng tôi thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn',
    lastUpdated: 'Chính sách cập nhật lần cuối:',
    intro:
      'Quyền riêng tư của bạn rất quan trọng với chúng tôi. Chính sách này giải thích chúng tôi thu thập dữ liệu cá nhân nào khi bạn dùng cổng game và các trò chơi, vì sao, và bạn có những lựa chọn nào.',
    sections: {
      definition: {
        title: 'Định nghĩa',
        body: `- "Dữ liệu cá nhân" là thông tin xác định bạn trực tiếp hoặc gián tiếp, như địa chỉ email, ID người dùng, thiết bị và cách bạn sử dụng Dịch vụ.
- "Xử lý" là mọi thao tác với dữ liệu cá nhân: thu thập, lưu trữ, sử dụng, chia sẻ hoặc xóa.
- "Chúng tôi" là Công ty, bên quyết định cách dữ liệu cá nhân của bạn được xử lý. Các từ khác có nghĩa như trong Điều khoản sử dụng.`,
      },
      generalRegulations: {
        title: 'Quy định chung',
        body: `Chúng tôi xử lý dữ liệu cá nhân hợp pháp và công bằng, chỉ cho các mục đích nêu trong chính sách này, và không lưu giữ lâu hơn mức cần thiết.

Chúng tôi bảo vệ dữ liệu bằng các biện pháp kỹ thuật và tổ chức: kết nối được mã hóa, mật khẩu chỉ lưu dưới dạng băm có muối, giới hạn quyền truy cập của nhân viên và kiểm tra định kỳ.`,
      },
      collection: {
        title: 'Thu thập',
        body: `Chúng tôi thu thập:

- thông tin bạn cung cấp: địa chỉ email, biệt danh, mật khẩu, thông tin hồ sơ như ngày sinh, góp ý và tin nhắn bạn gửi cho bộ phận hỗ trợ;
- thông tin Đối tác đăng nhập chia sẻ khi bạn chọn đăng nhập bằng mạng xã hội, như địa chỉ email và hồ sơ công khai;
- dữ liệu mua hàng: các lần nạp, giao dịch và số dư ví (thông tin thẻ do nhà cung cấp thanh toán lưu giữ);
- dữ liệu sử dụng và thiết bị: địa chỉ IP, loại trình duyệt và thiết bị, ngôn ngữ, các trang đã xem, hoạt động trong trò chơi và nhật ký truy cập.`,
      },
      purpose: {
        title: 'Mục đích',
        body: `Chúng tôi sử dụng dữ liệu cá nhân để:

- tạo, bảo vệ Tài khoản và đăng nhập cho bạn;
- cung cấp trò chơi, ví, hạng VIP, nhiệm vụ, phần thưởng và sự kiện;
- xử lý thanh toán, ngăn chặn gian lận và lạm dụng, ví dụ bằng cách giới hạn số yêu cầu từ mỗi địa chỉ IP;
- trả lời góp ý và yêu cầu hỗ trợ của bạn;
- cải thiện Dịch vụ và, với sự đồng ý của bạn khi pháp luật yêu cầu, gửi tin tức và ưu đãi.`,
      },
      displayAndDisclosure: {
        title: 'Hiển thị và tiết lộ',
        body: `Biệt danh, ảnh đại diện, kiểu tính cách, hạng VIP và hoạt động trò chơi của bạn hiển thị trên hồ sơ công khai.

Chúng tôi không bán dữ liệu cá nhân. Chúng tôi chỉ chia sẻ dữ liệu với Đối tác xử lý dữ liệu cho chúng tôi theo hợp đồng (lưu trữ, thanh toán, hỗ trợ khách hàng, phân tích), khi bạn yêu cầu, hoặc khi pháp luật bắt buộc.`,
      },
      changes: {
        title: 'Thay đổi',
        body: 'Chúng tôi có thể cập nhật chính sách này. Ngày ở đầu trang cho biết phiên bản đang có hiệu lực, và các thay đổi quan trọng được thông báo trên cổng game trước khi áp dụng.',
      },
      consistencyWithTerms: {
        title: 'Thống nhất với Điều khoản',
        body: 'Chính sách này là một phần của Điều khoản sử dụng. Khi hai văn bản khác nhau về dữ liệu cá nhân, chính sách này được áp dụng.',
      },
      governingLaw: {
        title: 'Luật áp dụng',
        body: `Chính sách này được điều chỉnh bởi cùng luật với Điều khoản sử dụng và bởi luật bảo vệ dữ liệu áp dụng cho bạn.

Bạn có thể yêu cầu xem, sửa, xuất hoặc xóa dữ liệu cá nhân, hoặc phản đối cách chúng tôi sử dụng dữ liệu, qua Liên hệ với chúng tôi.`,
      },
      questions: {
        title: 'Câu hỏi',
        body: 'Bạn có câu hỏi hoặc yêu cầu về dữ liệu cá nhân? Chạm vào Cần hỗ trợ ở đầu bất kỳ trang nào và chọn Liên hệ với chúng tôi, hoặc gửi góp ý: đội ngũ bảo vệ dữ liệu của chúng tôi sẽ trả lời.',
      },
    },
  },
};
export default vn;
