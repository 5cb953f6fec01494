import type { Texts } from './en';

const vn: Texts = {
  title: 'Crazy Ones',
  tagline: 'Bốn kẻ lạc loài, một thành phố không ngủ, và mọi lựa chọn thuộc về bạn.',
  sectionNav: 'Mục',
  sections: {
    home: 'TRANG CHỦ',
    milestone: 'CỘT MỐC',
    story: 'CÂU CHUYỆN',
    characters: 'NHÂN VẬT',
    features: 'TÍNH NĂNG',
  },
  home: {
    launch: 'Ra mắt {{date}}',
    cta: 'Đăng ký trước ngay',
    preRegister: 'Đăng ký trước để nhận quà ra mắt',
  },
  milestone: {
    intro:
      'Mỗi lượt đăng ký trước, trên website và các cửa hàng ứng dụng, đều mở khóa phần thưởng cho tất cả mọi người.',
  },
  story: {
    intro: 'Một trò chơi cốt truyện về những người mà ai cũng gọi là điên.',
    paragraphs: {
      one: 'Neon Harbor vận hành theo những luật lệ không ai nhớ đã viết ra. Khi thành phố đóng cửa khu chợ đêm cuối cùng, bốn người xa lạ chưa từng hòa nhập quyết định giữ nó mở cửa — theo cách của riêng họ.',
      two: 'Mỗi chương đều bắt bạn lựa chọn: tin ai, mạo hiểm điều gì và giữ bí mật nào. Lựa chọn của bạn thay đổi tình bạn, thành phố và cả cái kết.',
    },
    imageAlt: 'Bốn bóng người trước những ô cửa sáng đèn của Neon Harbor về đêm',
  },
  characters: {
    intro: 'Gặp gỡ bốn kẻ điên rồ.',
    gallery: 'Chọn nhân vật',
    job: 'Nghề',
    issue: 'Vấn đề',
    biodata: 'Tiểu sử',
    portraitAlt: '{{name}}: chân dung',
    statsAlt: '{{name}}: thẻ tiểu sử',
    items: {
      juno: {
        name: 'Juno',
        text: 'Nhiếp ảnh gia đường phố vẽ bản đồ thành phố bằng những góc bị lãng quên. Cô tin rằng sau mỗi cánh cửa khóa là một câu chuyện đáng kể.',
        issue: 'Không thể ở yên một chỗ đủ lâu để hoàn thành việc gì.',
      },
      rook: {
        name: 'Rook',
        text: 'Cựu nhân viên giao hàng thuộc mọi lối tắt trên mái nhà Neon Harbor và chưa từng trễ một đơn nào.',
        issue: 'Nợ ân tình những kẻ không nên dây vào.',
      },
      marlowe: {
        name: 'Marlowe',
        text: 'Tay chơi cờ luôn tính trước mười nước nhưng vẫn bị bạn bè làm bất ngờ.',
        issue: 'Tin kế hoạch hơn tin con người.',
      },
      pip: {
        name: 'Pip',
        text: 'Nhạc sĩ không nhà cố định, bài hát của anh lan nhanh hơn cả tin tức.',
        issue: 'Bỏ chạy mỗi khi có ai muốn anh ở lại.',
      },
    },
  },
  features: {
    intro: 'Điều làm Crazy Ones khác biệt.',
    items: {
      choices: {
        title: 'Lựa chọn có ý nghĩa',
        text: 'Các chương phân nhánh, mỗi quyết định thay đổi điều xảy ra tiếp theo.',
      },
      friendships: {
        title: 'Tình bạn',
        text: 'Xây dựng lòng tin với cả bốn người và mở khóa câu chuyện riêng của họ.',
      },
      chapters: {
        title: 'Chương mới mỗi tuần',
        text: 'Câu chuyện tiếp tục sau khi ra mắt, mỗi tuần một chương.',
      },
      soundtrack: {
        title: 'Nhạc phim gốc',
        text: 'Những bài hát của Pip, viết riêng cho trò chơi và vang lên ngay trong câu chuyện.',
      },
    },
  },
  content: {
    coupons: { 'pre-registration': { title: 'Quà đăng ký trước Crazy Ones' } },
    quests: {
      'follow-facebook': { title: 'Theo dõi Crazy Ones trên Facebook' },
      'daily-visit': { title: 'Ghé thăm vào 5 ngày khác nhau' },
    },
    rewards: {
      'milestone-10k': { title: '10.000 lượt đăng ký trước', description: 'Mở khóa một chương truyện.' },
    },
    puzzles: {
      anniversary: { title: 'Ghép hình kỷ niệm Crazy Ones', rewardTitle: 'Gói truyện kỷ niệm' },
      midsummer: { title: 'Ghép hình giữa hè Crazy Ones', rewardTitle: 'Bộ nhãn dán giữa hè' },
    },
  },
};
export default vn;
