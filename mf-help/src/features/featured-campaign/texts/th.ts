import type { FeaturedCampaignTexts } from './en';

const th: FeaturedCampaignTexts = {
  pointsName: 'พอยต์',
  sectionNav: 'หมวด',
  sections: { home: 'หน้าแรก', preRegister: 'ลงทะเบียนล่วงหน้า', rewards: 'รางวัล' },
  home: {
    tagline: 'ลงทะเบียนล่วงหน้า {{game}} แล้วรับรางวัลของคุณในวันเปิดตัว',
    uaTitle: 'เป็นคนแรก ๆ ใน {{game}}',
    launch: 'เปิดตัว {{date}}',
    cta: 'ลงทะเบียนล่วงหน้าเลย',
    gamePage: 'สำรวจ {{game}}',
  },
  preRegister: {
    title: 'ลงทะเบียนล่วงหน้า {{game}}',
    intro: 'กรอกอีเมล ยืนยันรหัสที่เราส่งให้ แล้วรับคูปองของคุณในวันเปิดตัว',
    mobile: 'มือถือ',
  },
  rewards: { intro: 'ยิ่งมีผู้ลงทะเบียนล่วงหน้ามาก ทุกคนยิ่งได้รับรางวัลมากขึ้นในวันเปิดตัว' },
  none: 'ขณะนี้ยังไม่มีเกมที่เปิดลงทะเบียนล่วงหน้า กลับมาใหม่เร็ว ๆ นี้',
  /** The document's title and description (pageMeta.ts): the game is chosen at run time, so none is named. */
  meta: {
    landing: {
      title: 'เกมใหม่ที่กำลังจะมา · ลงทะเบียนล่วงหน้า',
      description: 'ลงทะเบียนล่วงหน้าเกมใหม่ของผู้จัดจำหน่าย ติดตามการเปิดตัว และรับรางวัลวันเปิดตัว',
    },
    preRegister: {
      title: 'ลงทะเบียนล่วงหน้า · เกมใหม่ที่กำลังจะมา',
      description: 'กรอกอีเมล ยืนยันรหัสที่เราส่งให้ แล้วรับคูปองของคุณในวันเปิดตัว',
    },
  },
  // Named in a legal page's title when no game is: the games' documents, or the campaign site's.
  legal: { back: 'กลับ', place: { games: 'เกม', site: 'เว็บไซต์แคมเปญ' } },
};

export default th;
