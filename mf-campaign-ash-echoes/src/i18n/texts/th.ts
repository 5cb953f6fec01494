import type { Texts } from './en';

const th: Texts = {
  title: 'Ash Echoes',
  tagline: 'ทุกเสียงสะท้อนล้วนจดจำ รวบรวมเหล่า Echomancer ก่อนเถ้าถ่านจะสงบลง',
  /** The campaign's points, as the kit's widgets name them. */
  pointsName: 'AE Points',
  sectionNav: 'หมวด',
  sections: {
    home: 'หน้าแรก',
    gameplay: 'รูปแบบการเล่น',
    worlds: 'โลก',
    factions: 'ฝ่าย',
    echomancers: 'Echomancer',
    features: 'ฟีเจอร์',
    community: 'คอมมูนิตี้',
    milestone: 'เป้าหมาย',
    wiki: 'วิกิ',
    preRegister: 'ลงทะเบียนล่วงหน้า',
    benefit: 'สิทธิประโยชน์',
    activity: 'กิจกรรม',
    official: 'ทางการ',
  },
  home: {
    cta: 'ลงทะเบียนล่วงหน้าเลย',
    launch: 'เปิดตัว {{date}}',
    uaTitle: 'Ash Echoes กำลังมาบนมือถือของคุณ',
    uaText: 'ลงทะเบียนล่วงหน้าวันนี้: รับคูปองต้อนรับ AE Points และลุ้นสมาร์ทโฟนเรือธง',
  },
  gameplay: {
    intro: 'เกมแอ็กชัน RPG แบบเรียลไทม์ ที่ทุกสกิลทิ้งเสียงสะท้อนไว้ให้สกิลถัดไป',
    items: {
      combat: { title: 'การต่อสู้ด้วยเสียงสะท้อน', text: 'เชื่อมสกิลในทีมสามคน: เสียงสะท้อนของคนหนึ่งเสริมพลังให้อีกคน' },
      exploration: { title: 'สำรวจอย่างอิสระ', text: 'ร่อนข้ามเกาะลอยฟ้าที่แตกสลายและเมืองจมน้ำเพื่อตามหาเศษความทรงจำ' },
      coop: { title: 'บุกร่วมกับเพื่อน', text: 'ร่วมมือกับเพื่อนสูงสุดสามคนสู้บอสโลกทุกสัปดาห์' },
    },
  },
  worlds: {
    intro: 'สามโลกที่รอดจากฝนเถ้าถ่าน แต่ละโลกจดจำมันต่างกัน',
    items: {
      skyreach: { name: 'Skyreach', text: 'หอจดหมายเหตุลอยฟ้าที่นักปราชญ์กลุ่มสุดท้ายเฝ้า Echo Codex' },
      emberfall: { name: 'Emberfall', text: 'นครแห่งเตาหลอมที่ไม่เคยเย็นลง ปกครองโดยช่างตีเหล็กแห่ง Cinder Pact' },
      hollowmere: { name: 'Hollowmere', text: 'ป่าจมน้ำที่อดีตกระซิบผ่านสายน้ำ' },
    },
  },
  factions: {
    intro: 'เลือกคนที่คุณไว้ใจ ฝ่ายที่เลือกจะกำหนดเรื่องราวและรางวัลของคุณ',
    items: {
      codex: { name: 'ผู้พิทักษ์ Codex', text: 'นักปราชญ์ที่เชื่อว่าทุกเสียงสะท้อนต้องถูกบันทึกและไม่ถูกเปลี่ยนแปลง' },
      cinder: { name: 'Cinder Pact', text: 'ช่างตีเหล็กและทหารที่หลอมเสียงสะท้อนเป็นอาวุธ' },
      tide: { name: 'Tidebound', text: 'นักเดินทางที่ปล่อยให้เสียงสะท้อนนำทาง' },
    },
  },
  echomancers: {
    intro: 'Echomancer ห้าคนพร้อมตอบรับคุณในวันเปิดตัว',
    gallery: 'เลือก Echomancer',
    ultimate: 'สกิลอัลติเมต',
    view3d: 'มุมมอง 3D',
    view2d: 'มุมมอง 2D',
    items: {
      lyra: {
        name: 'Lyra',
        type: 'ลม',
        description: 'บรรณารักษ์แห่ง Skyreach ผู้อ่านสายลมได้ดั่งหนังสือ',
        ultimate: 'Gale Index: ดึงศัตรูทั้งหมดเข้าวังวนและเล่นซ้ำสามสกิลล่าสุด',
      },
      kael: {
        name: 'Kael',
        type: 'ไฟ',
        description: 'ช่างตีเหล็กแห่ง Cinder Pact ที่ค้อนยังคงเรืองแสงจากฝนเถ้าถ่าน',
        ultimate: 'Anvil Heart: ระเบิดเสียงสะท้อนหลอมเหลวที่ทิ้งพื้นให้ลุกไหม้',
      },
      sera: {
        name: 'Sera',
        type: 'กระแสน้ำ',
        description: 'ผู้รักษาแห่ง Tidebound ที่ได้ยินเสียงเพลงของป่าจมน้ำ',
        ultimate: 'Undertow Hymn: ฟื้นฟูทีมและเปลี่ยนการโจมตีที่ได้รับครั้งถัดไปเป็นคลื่น',
      },
      dorian: {
        name: 'Dorian',
        type: 'ความว่างเปล่า',
        description: 'นักดวลดาบผู้ทำข้อตกลงกับเสียงสะท้อนของตัวเอง',
        ultimate: 'Mirror Step: โจมตีสองครั้งจากสองตำแหน่งพร้อมกัน',
      },
      mira: {
        name: 'Mira',
        type: 'แสง',
        description: 'ผู้ถือตะเกียงที่นำเสียงสะท้อนที่หลงทางกลับบ้าน',
        ultimate: 'Dawnbell: ทำให้ศัตรูรอบตัวมึนงงและเผยเศษความทรงจำที่ซ่อนอยู่',
      },
    },
  },
  features: {
    intro: 'ห้าเหตุผลที่ควรตอบรับเสียงสะท้อน',
    carousel: 'ฟีเจอร์',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    slideOf: 'สไลด์ {{number}} จาก {{count}}',
    slides: {
      chains: { title: 'สกิลต่อเนื่อง', text: 'เชื่อม Echomancer สามคนเป็นคอมโบเดียว' },
      bonds: { title: 'สายสัมพันธ์เสียงสะท้อน', text: 'เพิ่มสายสัมพันธ์เพื่อปลดล็อกเสียงสะท้อนและเรื่องราวใหม่' },
      islands: { title: 'เกาะลอยฟ้า', text: 'ร่อน ปีน และดำดิ่งข้ามโลกที่แตกสลาย' },
      forge: { title: 'เตาหลอม', text: 'สร้างอุปกรณ์จากความทรงจำที่เก็บได้' },
      raids: { title: 'บุกประจำสัปดาห์', text: 'สู้บอสโลกกับเพื่อน ๆ' },
    },
  },
  community: {
    intro: 'เข้าร่วมคอมมูนิตี้ ติดตามช่องทางต่าง ๆ และทำภารกิจเพื่อรับ AE Points',
    quests: 'ภารกิจ',
    signInForQuests: 'เข้าสู่ระบบเพื่อติดตามภารกิจและรับ AE Points',
    channels: { discord: 'Discord', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' },
  },
  milestone: { intro: 'ยิ่งมีผู้ลงทะเบียนล่วงหน้ามาก ทุกคนยิ่งปลดล็อกรางวัลได้มากขึ้นในวันเปิดตัว' },
  wiki: { intro: 'เรียนรู้เกมผ่านวิดีโอสั้น ดูให้จบเพื่อปลดล็อกคำถามและรับ AE Points' },
  preRegister: { intro: 'ลงทะเบียนล่วงหน้าด้วยอีเมลเพื่อรับคูปองต้อนรับและร่วมลุ้นรางวัล' },
  benefit: {
    gacha: 'กาชา',
    intro: 'รางวัล AE Points และคำเชิญของคุณ',
    points: 'AE Points ของคุณ',
    rewards: 'รางวัลของคุณ',
    referral: 'ชวนเพื่อน',
    signIn: 'ลงทะเบียนล่วงหน้าหรือเข้าสู่ระบบเพื่อดู AE Points และรางวัล',
  },
  activity: { intro: 'ลุ้นรางวัลสำหรับผู้ลงทะเบียนล่วงหน้า: รางวัลรวมถึงสมาร์ทโฟนเรือธง' },
  official: {
    intro: 'ติดตาม Ash Echoes บนช่องทางทางการและดาวน์โหลดเมื่อเปิดตัว',
    stores: { appStore: 'App Store', googlePlay: 'Google Play' },
    terms: 'ข้อกำหนดและเงื่อนไข',
    privacy: 'นโยบายความเป็นส่วนตัว',
    eula: 'EULA',
  },
  preRegisterPage: { title: 'ลงทะเบียนล่วงหน้า Ash Echoes', back: 'กลับไปที่ Ash Echoes' },
  puzzle: {
    title: 'กิจกรรมจิ๊กซอว์',
    text: 'ขณะนี้ไม่มีกิจกรรมจิ๊กซอว์ ติดตามช่องทางทางการเพื่อรับข่าวกิจกรรมถัดไป',
    back: 'กลับไปที่ Ash Echoes',
  },
  content: {
    coupons: { 'pre-registration': { title: 'ของขวัญลงทะเบียนล่วงหน้า Ash Echoes' } },
    quests: {
      'follow-discord': {
        title: 'ติดตาม Discord ทางการ',
        description: 'เข้าร่วมช่องคอมมูนิตี้ของ Ash Echoes',
      },
      'watch-all-videos': { title: 'ดูวิดีโอแนะนำให้ครบทุกตอน' },
      'invite-friends': {
        title: 'ชวนเพื่อนของคุณ',
        description: 'รับ 40 AE Points ต่อเพื่อนหนึ่งคนที่ลงทะเบียนล่วงหน้า สูงสุด 5 คน',
      },
      'daily-visit': { title: 'เข้าเยี่ยมชมครบ 7 วัน' },
    },
    videos: {
      'echomancy-101': {
        title: 'พื้นฐานศาสตร์ Echomancy',
        description: 'Echomancer ผูกเสียงสะท้อนของเหล่าวีรชนที่ล่วงลับได้อย่างไร',
        question: 'Echomancer ผูกอะไรไว้?',
        options: { 0: 'มังกร', 1: 'เสียงสะท้อนของวีรชนที่ล่วงลับ', 2: 'เหรียญโบราณ', 3: 'เมฆพายุ' },
      },
      'factions-tour': {
        title: 'ทำความรู้จักทุกฝ่าย',
        description: 'สามฝ่ายแห่ง Ashen Worlds (ผู้พิทักษ์ Codex, Cinder Pact และ Tidebound) และสิ่งที่แต่ละฝ่ายต่อสู้เพื่อมัน',
        question: 'มีทั้งหมดกี่ฝ่าย?',
        options: { 0: 'สาม', 1: 'สี่', 2: 'ห้า', 3: 'เจ็ด' },
      },
      'combat-basics': {
        title: 'พื้นฐานการต่อสู้',
        description: 'ใช้สกิลต่อเนื่องและปล่อยท่าไม้ตายในจังหวะที่ใช่',
        question: 'ต้องใช้อะไรต่อเนื่องเพื่อเติมเกจท่าไม้ตาย?',
        options: { 0: 'สกิล', 1: 'ยา', 2: 'พาหนะ' },
      },
    },
    rewards: {
      'pre-registration-gift': {
        title: 'ของขวัญลงทะเบียนล่วงหน้า',
        description: 'คูปองรับ Echo Crystal 300 ชิ้น',
      },
      'milestone-50k': {
        title: 'ลงทะเบียนล่วงหน้า 50,000 คน',
        description: '1,000 Gold และการอัญเชิญ Rare Echo',
      },
      'milestone-100k': { title: 'ลงทะเบียนล่วงหน้า 100,000 คน', description: 'ชุดของ Echomancer Lyra' },
      'milestone-200k': { title: 'ลงทะเบียนล่วงหน้า 200,000 คน', description: 'อัญเชิญ Epic Echo ×10' },
      'milestone-500k': {
        title: 'ลงทะเบียนล่วงหน้า 500,000 คน',
        description: 'ตั๋ว Echomancer ระดับ Legendary',
      },
      'invite-3-friends': { title: 'ชวนเพื่อน 3 คน', description: 'ตราสัญลักษณ์มิตรภาพและ 500 Gold' },
      'learn-all-videos': {
        title: 'ตอบคำถามวิดีโอแนะนำให้ครบ',
        description: 'ฉายานักปราชญ์และ 200 Gold',
      },
    },
    prizes: {
      'flagship-phone': { name: 'สมาร์ตโฟนเรือธง' },
      'gaming-headset': { name: 'หูฟังเกมมิ่ง' },
      'ash-echoes-merch-box': { name: 'กล่องสินค้าที่ระลึก Ash Echoes' },
      'echo-crystal-50': { name: 'Echo Crystal ×50' },
      'rare-echo-summon': { name: 'อัญเชิญ Rare Echo' },
      'epic-echo-summon': { name: 'อัญเชิญ Epic Echo' },
      'legendary-echomancer-ticket': { name: 'ตั๋ว Echomancer ระดับ Legendary' },
    },
    puzzles: {
      'ember-festival': {
        title: 'จิ๊กซอว์เทศกาล Ember',
        rewardTitle: 'ของขวัญเทศกาล Ember: Echo Crystal ×100',
      },
      anniversary: {
        title: 'จิ๊กซอว์ครบรอบ Ash Echoes',
        rewardTitle: 'กรอบครบรอบ: Cinder Crown',
      },
    },
  },
};

export default th;
