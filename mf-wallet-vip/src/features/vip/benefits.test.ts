import type { LanguageCode, VipBenefits } from '@portal/contracts';
import { benefitLines } from './benefits';

const silver: VipBenefits = {
  level: 1,
  name: 'VIP Silver',
  benefits: ['Silver avatar frame'],
  translations: { vn: ['Khung ảnh đại diện bạc'], th: ['กรอบรูปโปรไฟล์สีเงิน'] },
};

describe('VIP benefit lines', () => {
  it.each<[LanguageCode, VipBenefits, string[]]>([
    ['en', silver, ['Silver avatar frame']],
    ['vn', silver, ['Khung ảnh đại diện bạc']],
    ['th', silver, ['กรอบรูปโปรไฟล์สีเงิน']],
    ['id', silver, ['Silver avatar frame']],
    ['vn', { ...silver, translations: undefined }, ['Silver avatar frame']],
    ['vn', { ...silver, translations: { vn: [] } }, ['Silver avatar frame']],
  ])('in %s shows the operator text for the language, else the English', (language, level, lines) => {
    expect(benefitLines(level, language)).toEqual(lines);
  });
});
