import type { Texts } from './en';

const vn: Texts = {
  official: {
    title: 'Crazy Ones',
    text: 'TRANG CHỦ, CỘT MỐC, CÂU CHUYỆN, NHÂN VẬT, TÍNH NĂNG: gặp gỡ bốn nhân vật của Crazy Ones.',
  },
  puzzle: { title: 'Sự kiện ghép hình', text: 'Thu thập mảnh và hoàn thành bức tranh.' },
  eventPuzzle: { title: 'Sự kiện ghép hình', text: 'Thu thập mảnh và hoàn thành bức tranh.' },
};
export default vn;
