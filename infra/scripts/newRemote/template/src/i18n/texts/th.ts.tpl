import type { Texts } from './en';

const th: Texts = {
  title: '__TITLE__',
  tagline: 'การผจญภัยครั้งใหม่กำลังมา ลงทะเบียนล่วงหน้าตอนนี้เพื่อรับรางวัลเปิดตัว',
  pointsName: 'แต้ม __TITLE__',
  sectionNav: 'หมวด',
  sections: {
    home: 'หน้าแรก',
    milestone: 'เป้าหมาย',
    characters: 'ตัวละคร',
    benefit: 'สิทธิประโยชน์',
  },
  home: {
    heroAlt: 'ภาพหลักของ __TITLE__',
    launch: 'เปิดตัว {{date}}',
    cta: 'ลงทะเบียนล่วงหน้าเลย',
    preRegister: 'ลงทะเบียนล่วงหน้าเพื่อรับรางวัลเปิดตัว',
  },
  milestone: {
    intro: 'ทุกการลงทะเบียนล่วงหน้า ทั้งบนเว็บไซต์และแอปสโตร์ ปลดล็อกรางวัลให้ทุกคน',
  },
  characters: {
    intro: 'พบกับเหล่าฮีโร่ของ __TITLE__',
    gallery: 'เลือกตัวละคร',
    job: 'อาชีพ',
    issue: 'จุดอ่อน',
    biodata: 'ประวัติ',
    portraitAlt: '{{name}}: ภาพบุคคล',
    items: {
      scout: {
        name: 'Scout',
        text: 'ข้ามเนินถัดไปก่อนใครเสมอ และทำแผนที่เส้นทางให้ทุกคน',
        issue: 'ไม่เคยรอคนอื่น',
      },
      guard: {
        name: 'Guard',
        text: 'ยืนหยัดให้คณะได้พัก ไม่ว่าอะไรจะออกมาจากความมืด',
        issue: 'ไม่ไว้ใจคนใหม่',
      },
      seer: {
        name: 'Seer',
        text: 'อ่านลางจากดวงดาวและวางแผนล่วงหน้าสามการต่อสู้',
        issue: 'เห็นมากเกินกว่าจะหลับได้',
      },
    },
  },
  benefit: {
    intro: 'สะสมแต้มจากภารกิจและการชวนเพื่อน ร่วมลุ้นรางวัล สุ่มของรางวัล และรับรางวัลของคุณ',
    signIn: 'เข้าสู่ระบบเพื่อสะสมแต้ม ชวนเพื่อน และรับรางวัลของคุณ',
    points: 'แต้มของคุณ',
    quests: 'ภารกิจ',
    referral: 'ชวนเพื่อน',
    raffle: 'ลุ้นรางวัล',
    draw: 'สุ่มรางวัล',
    rewards: 'รางวัลของคุณ',
  },
  content: { quests: {}, videos: {}, rewards: {}, prizes: {}, puzzles: {} },
};
export default th;
