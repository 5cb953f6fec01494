import type { Texts } from './en';

const vn: Texts = {
  topup: { title: 'Nạp', text: 'Mua Gold cho trò chơi của bạn. 100 Gold tương đương 1 $.' },
  topupFlow: { title: 'Nạp', text: 'Chọn gói và phương thức thanh toán.' },
  vip: { title: 'VIP của tôi', text: 'Hạng VIP, kinh nghiệm và quyền lợi của bạn.' },
  vipDetails: { title: 'VIP', text: 'Tiêu Gold để nhận kinh nghiệm và mở khóa VIP Bạc và VIP Vàng.' },
  transfer: { title: 'Chuyển', text: 'Chuyển Gold vào tài khoản trò chơi của bạn.' },
  transferDetail: { title: 'Chuyển', text: 'Trạng thái giao dịch chuyển của bạn.' },
  transferWebview: { title: 'Chuyển', text: 'Chuyển Gold vào trò chơi này.' },
  transactions: { title: 'Giao dịch của tôi', text: 'Các lần nạp và chuyển của bạn.' },
  coupons: { title: 'Phiếu của tôi', text: 'Các phiếu bạn đã nhận.' },
  quest: { title: 'Nhiệm vụ', text: 'Hoàn thành nhiệm vụ để nhận điểm.' },
  reward: { title: 'Phần thưởng', text: 'Dùng điểm và điểm gacha để nhận thưởng.' },
  gacha: { title: 'Gacha', text: 'Quay thưởng bằng vé gacha của bạn.' },
};
export default vn;
